import { ConfigError, type Env } from './env';

/** The settings of a jobs-only process (`npm run worker`), or why it cannot run. */
export function workerEnv(env: Env): Env {
  if (!env.DATABASE_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the server, which runs the jobs itself.',
    );
  }
  // A worker never seeds: the servers do.
  return { ...env, RUN_JOBS: true, SEED_DEMO: false };
}
