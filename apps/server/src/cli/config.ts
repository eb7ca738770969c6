/**
 * The configuration `npm run backup` and `npm run restore` share with the server: the same
 * environment (and local .env), so DATA_DIR and the storage driver are the ones the server uses.
 */
import { existsSync } from 'node:fs';

import { ConfigError, loadEnv, type Env } from '../config/env';
import { storedFilesFor } from '../runtime/stored-files';

export async function commandConfig() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  return { env, dataDir: env.DATA_DIR, storedFiles: await storedFilesFor(env, env.DATA_DIR) };
}

/** Exit explicitly once stderr is written: the exit code must reach scripts and cron. */
export function fail(what: string, error: unknown): void {
  process.stderr.write(`${what} failed: ${error instanceof Error ? error.message : String(error)}\n`, () =>
    process.exit(1),
  );
}
