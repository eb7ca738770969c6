/**
 * `npm run worker`: a process that only runs the background jobs (digests, reminders, imports,
 * mail retries) against DATABASE_URL, for deployments that keep them off the web servers
 * (started there with RUN_JOBS=false). Any number may run: pg-boss hands each job to one.
 */
import { existsSync } from 'node:fs';

import { ConfigError, loadEnv, type Env } from './config/env';
import { workerEnv } from './config/worker-env';
import { bootstrap } from './runtime/bootstrap';
import { createLogger } from './runtime/logger';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let env: Env;
  try {
    env = workerEnv(loadEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL, env.NODE_ENV !== 'production');
  const runtime = await bootstrap(env, logger);
  logger.info('job worker running');
  const stop = async (signal: string) => {
    logger.info(`${signal} received, letting the jobs under way finish`);
    try {
      await runtime.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('worker start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
