/**
 * `npm run backup [-- --out FILE]`: a consistent backup of the embedded PostgreSQL, DATA_DIR and,
 * with STORAGE_DRIVER=s3, every stored file in the bucket, while the server runs
 * (docs/operations.md). Default file: backups/<timestamp>.tar.gz.
 */
import { parseArgs } from 'node:util';

import { backupDataDir } from '@app/db';

import { commandConfig, fail } from './config';

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

try {
  const { dataDir, storedFiles } = await commandConfig();
  await backupDataDir({ dataDir, file, storedFiles, log: console.log });
  process.exit(0);
} catch (error) {
  fail('backup', error);
}
