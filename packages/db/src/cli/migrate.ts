/**
 * `npm run db:migrate`: platform migrations, then every tenant schema, with progress. Uses
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR when it is unset.
 */
import { connectDatabase } from '../client';
import { startEmbeddedPostgres } from '../embedded';
import { migrateAll } from '../migrator/migrate';

const started = Date.now();
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: process.env.DATA_DIR ?? '.data', log: console.log });
const handle = connectDatabase(process.env.DATABASE_URL ?? embedded!.url, { max: 6 });
let lastReport = 0;
try {
  const result = await migrateAll(handle, {
    log: (m) => console.log(m),
    // Another migrations folder (the tenant-scale benchmark adds a migration this way).
    migrationsRoot: process.env.MIGRATIONS_DIR,
    onProgress: ({ done, total }) => {
      if (done === total || Date.now() - lastReport > 1000) {
        lastReport = Date.now();
        console.log(`tenants: ${done}/${total}`);
      }
    },
  });
  console.log(
    `migrated in ${Date.now() - started} ms: platform ${result.platformApplied}, ` +
      `${result.tenantSchemas} tenant schema(s), ${result.tenantApplied} tenant migration(s) applied`,
  );
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
} finally {
  await handle.close();
  await embedded?.stop();
}
