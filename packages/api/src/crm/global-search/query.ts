/**
 * The global search (issue 10 item 3): one statement (`statement.ts`) for every kind the actor may
 * open, in one round trip, under the settings its generic plan is built with.
 */
import { MESSAGES, type SearchHit, type SearchKind, type SearchResults } from '@app/contracts';
import { transactionClient, type Tx } from '@app/db';

import type { UserActor } from '../../middlewares/auth';
import { searchStatement } from './statement';
import { SEARCH_TARGETS } from './targets';

interface HitRow extends Record<string, unknown> {
  kind: number;
  id: string;
  label: string;
  detail: string | null;
  rank: number;
}

/**
 * Transaction-local settings the statement is planned under: its generic plan (built once per
 * connection and company, then reused), with the arms on their indexes. Left to costs, a generic
 * plan reads a fragment arm sequentially (a LIMIT 5 under an unknown pattern's default estimate
 * looks cheap that way), which for a rare term means every row of the table.
 */
export const SETTINGS = `select set_config('plan_cache_mode', 'force_generic_plan', true), set_config('enable_seqscan', 'off', true)`;

/** Kinds the actor may open: the team list is for owners and admins (spec 001 §6). */
export const searchableKinds = (actor: UserActor): SearchKind[] =>
  (Object.keys(SEARCH_TARGETS) as SearchKind[]).filter((kind) => kind !== 'team' || actor.role !== 'team_member');

export async function globalSearch(tx: Tx, actor: UserActor, q: string) {
  const kinds = searchableKinds(actor);
  // Kept as text, so drizzle has nothing to build per search.
  const { text, params } = searchStatement(kinds, q);
  const client = transactionClient(tx);
  // Both go down the connection together and run in this order: the settings before the search is
  // planned.
  const [, rows] = await Promise.all([client.unsafe(SETTINGS), client.unsafe<HitRow[]>(text, params)]);
  const results: SearchResults = { leads: [], brands: [], meetings: [], enquiries: [], team: [] };
  for (const row of rows) {
    const kind = kinds[Number(row.kind)]!;
    results[kind].push({
      kind,
      id: row.id,
      label: row.label,
      detail: row.detail || null,
      rank: Number(row.rank),
    } satisfies SearchHit);
  }
  // The arms come in rank order; a parallel plan could interleave them, so sort to be sure.
  for (const hits of Object.values(results)) hits.sort((a, b) => a.rank - b.rank);
  return { message: MESSAGES.crm.dataOut.searchFetched, results };
}
