/**
 * The search's SQL alone: each kind's statement under EXPLAIN ANALYZE for each term, on a direct
 * connection in the company's schema (PostgreSQL's own execution time, no HTTP, no queueing).
 */
import { SEARCH_KINDS, GLOBAL_SEARCH } from '@app/contracts';
import { searchStatement } from '@app/api/crm/global-search/query';
import { SEARCH_TARGETS } from '@app/api/crm/global-search/targets';
import { sql } from '@app/db';
import { PgDialect } from 'drizzle-orm/pg-core';

import type { BenchTenant } from '../data-out/tenant';
import { round } from '../lib/stats';

export async function sqlTimings(tenant: BenchTenant, terms: readonly string[]) {
  const { sql: client } = tenant.database;
  const dialect = new PgDialect();
  const timings: Record<string, Record<string, number>> = {};
  for (const q of terms) {
    timings[q] = {};
    for (const kind of SEARCH_KINDS) {
      const statement = sql`explain (analyze, format json) ${searchStatement(SEARCH_TARGETS[kind], q, GLOBAL_SEARCH.perKind)}`;
      const { sql: text, params } = dialect.sqlToQuery(statement);
      const [row] = await client.begin(async (tx) => {
        await tx.unsafe(`set local search_path = "${tenant.schema}", public`);
        return tx.unsafe(text, params as never[]);
      });
      const [plan] = (row as Record<string, unknown>)['QUERY PLAN'] as { 'Execution Time': number }[];
      timings[q][kind] = round(plan!['Execution Time'], 2);
    }
  }
  return timings;
}
