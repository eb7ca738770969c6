/**
 * `npm run restore FILE`: a backup from `npm run backup` into DATA_DIR, which must be new or empty;
 * with STORAGE_DRIVER=s3 the archive's files go into the bucket, which must hold none yet. The
 * server is started afterwards as usual with that configuration.
 */
import { restoreDataDir } from '@app/db';

import { commandConfig, fail } from './config';

const file = process.argv[2];
if (!file) {
  console.error('usage: DATA_DIR=<new folder> npm run restore <backup.tar.gz>');
  process.exit(2);
}
try {
  const { dataDir, storedFiles } = await commandConfig();
  await restoreDataDir({ file, dataDir, storedFiles, log: console.log });
  console.log(`restored into ${dataDir}; start the server with DATA_DIR=${dataDir}`);
  process.exit(0);
} catch (error) {
  fail('restore', error);
}
