import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/platform/schema.ts',
  out: './drizzle/platform',
});
