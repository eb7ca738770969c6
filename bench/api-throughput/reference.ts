import { performance } from 'node:perf_hooks';

import { tenantSearchPath } from '@app/db';
import type postgres from 'postgres';

import type { LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';
import type { Statement } from './record';
import type { Reference } from './statements';

const send = (tx: postgres.TransactionSql, s: Statement) => {
  const query = tx.unsafe(s.sql, s.params as never[], { prepare: true });
  return s.arrays ? query.values() : query;
};

/**
 * One call's transaction as withTenant sends it (packages/db/src/tenancy.ts): BEGIN; set_config of
 * the tenant's search_path issued without waiting for its answer, so it leaves with the first
 * statements; every round trip's statements issued together (postgres.js pipelines them down the
 * transaction's connection), the next once they have answered; COMMIT. Prepared, as withTenant
 * prepares the tenant statements.
 */
export function oneTransaction(client: postgres.Sql, companyId: number, reference: Reference): Promise<unknown> {
  const path = tenantSearchPath(companyId);
  return client.begin(async (tx) => {
    const pathSet = tx`select set_config('search_path', ${path}, true)`;
    pathSet.catch(() => {});
    for (const wave of reference.waves) await Promise.all(wave.map((s) => send(tx, s)));
    await pathSet;
  });
}

/**
 * The database's share of a call, without HTTP, tRPC or drizzle: the call's transaction
 * (oneTransaction) through postgres.js, `connections` transactions in flight at a time for `seconds`.
 */
export async function loadReference(
  name: string,
  client: postgres.Sql,
  companyId: number,
  reference: Reference,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await oneTransaction(client, companyId, reference);
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    name,
    requestsPerSecond: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    total: latencies.length,
    non2xx: 0,
    errors,
  };
}
