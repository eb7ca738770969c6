/**
 * bench/tenant-scale: provisioning time per company, migrating every schema with one new migration,
 * and authenticated reads over HTTP (`auth.me` and a leads page) with 1 company versus N companies
 * round-robin, with the server's RSS and its PostgreSQL connections' memory; plus a trivial
 * procedure through /trpc, the REST adapter and a bare Fastify route.
 *
 *   npm run bench:tenant-scale                  (TENANTS=1000 DURATION=10 by default)
 *   TENANTS=5000 CHECKPOINTS=1000,2500 npm run bench:tenant-scale
 *                                               reads also measured on the way up
 *   MEMORY_SECONDS=120                          the closing leads run that samples the memory of
 *                                               the server's connections, with the pool's connection
 *                                               lifetime and without (0 leaves it out)
 *   MEMORY_LIFETIMES=never,default              the order of those two runs (default: default,never)
 *   CLUSTER=citus npm run bench:tenant-scale    the same on one PostgreSQL, then on a Citus cluster
 *                                               (a coordinator and two workers, infra/citus) in the
 *                                               same run, with the companies per worker
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

import { startEmbeddedPostgres } from '@app/db';

import { startCluster } from '../../infra/citus/start.mjs';
import { measureTenantScale, type MeasureOptions } from './measure';

const TENANTS = Number(process.env.TENANTS ?? 1000);
/** Where the round-robin reads run on the way up, e.g. CHECKPOINTS=1000,2500 (TENANTS is always one). */
const CHECKPOINTS = [
  ...new Set([...(process.env.CHECKPOINTS ?? '').split(',').filter(Boolean).map(Number), TENANTS]),
].sort((a, b) => a - b);
if (CHECKPOINTS.some((n) => !Number.isInteger(n) || n < 2 || n > TENANTS))
  throw new Error(`CHECKPOINTS: whole numbers from 2 to TENANTS (${TENANTS}), not ${process.env.CHECKPOINTS}`);
const DURATION = Number(process.env.DURATION ?? 10);
const CLUSTER = process.env.CLUSTER;
if (CLUSTER !== undefined && CLUSTER !== 'citus') throw new Error(`CLUSTER: only "citus" is known, not ${CLUSTER}`);
const isLifetime = (l: string): l is 'default' | 'never' => l === 'default' || l === 'never';
const MEMORY_LIFETIMES = (process.env.MEMORY_LIFETIMES ?? 'default,never').split(',');
if (!MEMORY_LIFETIMES.every(isLifetime))
  throw new Error(`MEMORY_LIFETIMES: "default" and "never", comma-separated, not ${process.env.MEMORY_LIFETIMES}`);
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench] ${m}`);

const dataDir = join(ROOT, 'bench/.data', `tenant-scale-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const options = (filesDir: string, protocols: boolean): MeasureOptions => ({
  tenants: TENANTS,
  checkpoints: CHECKPOINTS,
  durationSeconds: DURATION,
  secret: 'bench-secret-bench-secret-bench-secret-0001',
  filesDir,
  log,
  protocols,
  memorySeconds: Number(process.env.MEMORY_SECONDS ?? 120),
  memoryLifetimes: MEMORY_LIFETIMES,
});

try {
  const embedded = await startEmbeddedPostgres({ dataDir });
  let singleNode;
  try {
    log('one PostgreSQL (embedded)');
    singleNode = await measureTenantScale(embedded.url, options(dataDir, true));
  } finally {
    await embedded.stop();
  }
  let citus;
  if (CLUSTER === 'citus') {
    log('Citus: a coordinator and two workers');
    const cluster = await startCluster({ port: Number(process.env.CITUS_PORT ?? 9720), echo: () => {} });
    try {
      citus = await measureTenantScale(cluster.url, options(join(dataDir, 'citus'), false));
    } finally {
      await cluster.stop();
    }
  }
  const { protocols, ...single } = singleNode;
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    durationSeconds: DURATION,
    ...single,
    protocols,
    ...(citus ? { citus } : {}),
  };
  const stamp = results.date.slice(0, 10);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const name = `tenant-scale-${stamp}${citus ? '-citus' : ''}.json`;
  writeFileSync(join(ROOT, 'bench/results', name), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
} finally {
  if (!process.env.KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}
