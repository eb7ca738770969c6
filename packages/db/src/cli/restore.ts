/**
 * `npm run restore FILE`: a backup from `npm run backup` into DATA_DIR, which must be new or empty.
 * The server is started afterwards as usual with that DATA_DIR.
 */
import { restoreDataDir } from '../backup/restore';

const file = process.argv[2];
const dataDir = process.env.DATA_DIR ?? '.data';
if (!file) {
  console.error('usage: DATA_DIR=<new folder> npm run restore <backup.tar.gz>');
  process.exit(2);
}
try {
  await restoreDataDir({ file, dataDir, log: console.log });
  console.log(`restored into ${dataDir}; start the server with DATA_DIR=${dataDir}`);
} catch (error) {
  // Exit explicitly once stderr is written: the exit code must reach scripts and cron.
  process.stderr.write(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`, () =>
    process.exit(1),
  );
}
