/**
 * Where a load's CPU went: user + system seconds of the server process and of the embedded
 * PostgreSQL (postmaster and its backends), read from /proc before and after, so the per-request
 * cost splits into the server's JavaScript and the database's parsing, planning and running.
 */
import { dirname } from 'node:path';

import type { BenchTenant } from '../data-out/tenant';
import { clusterPids, cpuSeconds } from '../lib/cpu';

export async function cpuMeter(tenant: BenchTenant) {
  const [row] = await tenant.database.sql<{ dir: string }[]>`select current_setting('data_directory') as dir`;
  const cluster = () => clusterPids(dirname(row!.dir)).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const start = { server: cpuSeconds(tenant.server.pid), database: cluster() };
  const perRequest = (seconds: number, requests: number) => Math.round((seconds / requests) * 1e5) / 100;
  /** CPU milliseconds per request since the meter started. */
  return (requests: number) => ({
    serverMsPerRequest: perRequest(cpuSeconds(tenant.server.pid) - start.server, requests),
    databaseMsPerRequest: perRequest(cluster() - start.database, requests),
  });
}
