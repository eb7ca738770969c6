/**
 * A fresh embedded PostgreSQL for one bench run, migrated, in bench/.data/<name>-<time> (kept with
 * KEEP_DATA=1). The pool reaches it as the server does, over the Unix socket, unless `tcp`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { connectDatabase, migrateAll, startEmbeddedPostgres } from '@app/db';

const ROOT = new URL('../../', import.meta.url).pathname;

export async function benchCluster(name: string, pool: number, options: { tcp?: boolean } = {}) {
  const dataDir = join(ROOT, 'bench/.data', `${name}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres({ dataDir });
  const url = (!options.tcp && embedded.socketUrl) || embedded.url;
  const database = connectDatabase(url, { max: pool });
  const close = async () => {
    await database.close();
    await embedded.stop();
    if (!process.env.KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateAll(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { dataDir, embedded, database, close };
}
