/**
 * `npm run backup [-- --out FILE]`: a consistent backup of the embedded PostgreSQL and DATA_DIR
 * while the server runs (docs/operations.md). Default file: backups/<timestamp>.tar.gz.
 */
import { parseArgs } from 'node:util';

import { backupDataDir } from '../backup/backup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, '-')
  .replace(/-\d{3}Z$/, 'Z');
const file = values.out ?? `backups/company-platform-${stamp}.tar.gz`;

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: this command backs up the embedded PostgreSQL only. Back up an external ' +
      'database with its own tools (pg_basebackup, or the provider’s backups and point-in-time ' +
      'recovery), and DATA_DIR/files or the S3 bucket alongside.',
  );
  process.exit(2);
}
if (process.env.STORAGE_DRIVER === 's3')
  console.warn(
    'STORAGE_DRIVER=s3: stored files live in the bucket and are not in this backup; back the bucket up too.',
  );

try {
  await backupDataDir({ dataDir: process.env.DATA_DIR ?? '.data', file, log: console.log });
} catch (error) {
  // Exit explicitly once stderr is written: the exit code must reach scripts and cron.
  process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`, () =>
    process.exit(1),
  );
}
