import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/tenant/schema.ts',
  out: './drizzle/tenant',
});
