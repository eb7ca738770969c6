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
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { duration, log } from './run.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The suites whose behaviour depends on where the data is: isolation, provisioning, migrations, CRM, imports, search, jobs. */
export const SUITES = [
  'packages/db/src/tenancy.test.ts',
  'packages/db/src/tenant',
  'packages/db/src/jobs',
  'packages/db/src/citus',
  'packages/api/src/tenancy',
  'packages/api/src/companies',
  'packages/api/src/crm',
  'packages/api/src/jobs',
  'packages/api/src/webhooks',
  'packages/api/src/lists',
];

const port = Number(process.env.CITUS_PORT ?? 9710);
const ownData = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'citus-test-'));
// PostgreSQL runs as another user when this runs as root, and must pass through this folder.
if (ownData) chmodSync(dataDir, 0o755);
const started = Date.now();

/** Starts the cluster and resolves with its DATABASE_URL once it is ready. */
function startCluster() {
  const child = spawn(process.execPath, [join(repoRoot, 'infra/citus/main.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, CITUS_PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      const match = /DATABASE_URL=(\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the cluster stopped during start-up (exit ${code})`)));
  });
  return { child, ready };
}

function stopCluster(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Suites that stop a worker: run by themselves, after the others. */
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

const { child, ready } = startCluster();
let code = 1;
try {
  const url = await ready;
  log(`cluster ready after ${duration(Date.now() - started)}`);
  const suitesStarted = Date.now();
  const chosen = process.argv.slice(2);
  code = await runVitest(url, chosen.length > 0 ? chosen : [...SUITES, '--exclude', ALONE]);
  if (code === 0 && chosen.length === 0) code = await runVitest(url, ['alone.citus']);
  log(`suites on the cluster took ${duration(Date.now() - suitesStarted)}`);
} catch (error) {
  console.error(`[citus] ${error.message}`);
} finally {
  await stopCluster(child);
  if (ownData) rmSync(dataDir, { recursive: true, force: true });
  log(`test:citus ${code === 0 ? 'passed' : 'failed'} in ${duration(Date.now() - started)}`);
}
process.exit(code);
