/**
 * `npm run test:citus`: the integration suites that touch the database, run against a Citus
 * cluster (a coordinator and two workers) that this script starts with `npm run citus`'s own code
 * and stops at the end, whatever the outcome.
 *
 * The cluster has its own ports (CITUS_PORT, default 9710) and data folder (DATA_DIR, default a
 * fresh folder under the system's temporary folder, removed afterwards), so it never meets a
 * developer's `npm run citus`. Arguments are passed to vitest in place of the default suites.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { duration, log } from './run.mjs';
import { startCluster } from './start.mjs';
import { SUITES } from './suites.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Suites that change the cluster (stop a worker, add one): run after the others, one at a time. */
const ALONE = '**/*.alone.citus.ts';

function runVitest(databaseUrl, args) {
  return new Promise((resolve) => {
    const vitest = spawn('npx', ['vitest', 'run', '-c', 'vitest.citus.config.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
let cluster;
let code = 1;
try {
  cluster = await startCluster({ port: Number(process.env.CITUS_PORT ?? 9710), dataDir: process.env.DATA_DIR });
  log(`cluster ready after ${duration(Date.now() - started)}`);
  const suitesStarted = Date.now();
  const chosen = process.argv.slice(2);
  code = await runVitest(cluster.url, chosen.length > 0 ? chosen : [...SUITES, '--exclude', ALONE]);
  if (code === 0 && chosen.length === 0) code = await runVitest(cluster.url, ['alone.citus', '--no-file-parallelism']);
  log(`suites on the cluster took ${duration(Date.now() - suitesStarted)}`);
} catch (error) {
  console.error(`[citus] ${error.message}`);
} finally {
  await cluster?.stop();
  log(`test:citus ${code === 0 ? 'passed' : 'failed'} in ${duration(Date.now() - started)}`);
}
process.exit(code);
