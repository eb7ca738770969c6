/**
 * The search's SQL alone, as the server runs it: the one statement for every kind, prepared under
 * the search's settings (its generic plan) and run under EXPLAIN (ANALYZE, BUFFERS) on a direct
 * connection in the company's schema: PostgreSQL's own time, no HTTP, no queueing. The first run of
 * a prepared statement builds the plan (`planOnceMs`, once per connection and company); the figures
 * are the second run's, as every later search runs.
 */
import { SEARCH_KINDS } from '@app/contracts';
import { SETTINGS } from '@app/api/crm/search/query';
import { searchStatement } from '@app/api/crm/search/statement';
import type postgres from 'postgres';

import type { BenchTenant } from '../data-out/tenant';
import { round } from '../lib/stats';

interface Plan {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
}

export interface SqlTiming {
  planOnceMs: number;
  planningMs: number;
  executionMs: number;
  sharedBlocks: number;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** EXPLAIN of the search for `q`, its first and second run, in `format` (json or text). */
export async function explainSearch(tx: postgres.TransactionSql, schema: string, q: string, format: 'json' | 'text') {
  await tx.unsafe(`set local search_path = "${schema}", public`);
  await tx.unsafe(SETTINGS);
  const { text, params } = searchStatement(SEARCH_KINDS, q, { typed: true, similar: true })!;
  await tx.unsafe(`prepare search_explained as ${text}`);
  const run = `explain (analyze, buffers, format ${format}) execute search_explained(${params.map(literal).join(', ')})`;
  const first = await tx.unsafe(run);
  const second = await tx.unsafe(run);
  await tx.unsafe('deallocate search_explained');
  return { first, second };
}

export async function sqlTimings(tenant: BenchTenant, terms: readonly string[]) {
  const timings: Record<string, SqlTiming> = {};
  for (const q of terms) {
    const { first, second } = await tenant.database.sql.begin((tx) => explainSearch(tx, tenant.schema, q, 'json'));
    const [once] = (first[0] as Record<string, unknown>)['QUERY PLAN'] as Plan[];
    const [plan] = (second[0] as Record<string, unknown>)['QUERY PLAN'] as Plan[];
    timings[q] = {
      planOnceMs: round(once!['Planning Time'], 2),
      planningMs: round(plan!['Planning Time'], 2),
      executionMs: round(plan!['Execution Time'], 2),
      sharedBlocks: plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'],
    };
  }
  return timings;
}
