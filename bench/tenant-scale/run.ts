/**
 * bench/tenant-scale: provisioning time per tenant, migrating every schema with one new migration,
 * and one authenticated tenant read over HTTP with 1 tenant versus N tenants round-robin, with the
 * server's RSS; plus a trivial procedure through /trpc, the REST adapter and a bare Fastify route.
 *
 *   npm run bench:tenant-scale                  (TENANTS=1000 DURATION=10 by default)
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
const DURATION = Number(process.env.DURATION ?? 10);
const CLUSTER = process.env.CLUSTER;
if (CLUSTER !== undefined && CLUSTER !== 'citus') throw new Error(`CLUSTER: only "citus" is known, not ${CLUSTER}`);
const ROOT = new URL('../../', import.meta.url).pathname;
const log = (m: string) => console.log(`[bench] ${m}`);

const dataDir = join(ROOT, 'bench/.data', `tenant-scale-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
const options = (filesDir: string, protocols: boolean): MeasureOptions => ({
  tenants: TENANTS,
  durationSeconds: DURATION,
  secret: 'bench-secret-bench-secret-bench-secret-0001',
  filesDir,
  log,
  protocols,
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
