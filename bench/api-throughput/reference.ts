import { performance } from 'node:perf_hooks';

import { tenantSearchPath } from '@app/db';
import type postgres from 'postgres';

import type { LoadResult } from '../lib/load';
import { percentile, round } from '../lib/stats';

/** One statement as drizzle renders it: text and parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The database's share of a call, without HTTP, tRPC or drizzle: the same statements inside
 * BEGIN + set_config(search_path) + COMMIT through postgres.js (prepared, one after another as
 * `sql.begin` sends them), `connections` transactions in flight at a time for `seconds`.
 */
export async function loadReference(
  name: string,
  client: postgres.Sql,
  companyId: number,
  statements: Statement[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const path = tenantSearchPath(companyId);
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await client.begin(async (tx) => {
          await tx`select set_config('search_path', ${path}, true)`;
          for (const s of statements) await tx.unsafe(s.sql, s.params as never[], { prepare: true });
        });
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
