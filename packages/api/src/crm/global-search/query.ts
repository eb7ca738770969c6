/**
 * The global search (issue 10 item 3): one bounded statement per kind, run together. Each statement
 * is up to four arms in rank order (exact name, name prefix, a fragment of any matched text,
 * similar spelling), each disjoint from the ones before (`is not true`: an empty column must not
 * hide a row) and limited. The outer LIMIT stops the plan's Append
 * as soon as enough rows came, so a term with exact or prefix hits never pays for the broader arms.
 */
import { GLOBAL_SEARCH, MESSAGES, type SearchHit, type SearchKind, type SearchResults } from '@app/contracts';
import { or, sql, type SQL, type Tx } from '@app/db';

import { escapeLike } from '../../lists/page';
import type { UserActor } from '../../middlewares/auth';
import { SEARCH_TARGETS, type SearchTarget } from './targets';

interface HitRow extends Record<string, unknown> {
  id: string;
  label: string;
  detail: string | null;
  rank: number;
}

export function searchStatement(target: SearchTarget, q: string, limit: number): SQL {
  const exact = escapeLike(q);
  const contains = `%${exact}%`;
  const { name } = target;
  // Exact and prefix through the name's btree (lower(name) collate "C"): an index range read in
  // order, so even a prefix thousands of rows match costs a few index entries.
  const key = sql`(lower(${name}) collate "C")`;
  const isExact = sql`${key} = (lower(${q}) collate "C")`;
  const isPrefix = sql`${key} like (lower(${`${exact}%`}) collate "C")`;
  const shown = sql`${target.id} as id, ${target.label} as label, ${target.ref} as ref, ${target.extra} as extra`;
  const anyText = or(...[name, ...target.also].map((text) => sql`${text} ilike ${contains}`))!;
  const arm = (rank: number, where: SQL, order?: SQL) =>
    sql`(select ${shown}, ${rank} as rank from ${target.table} where ${where}${order ? sql` order by ${order}` : sql``} limit ${limit})`;
  const arms = [
    arm(0, isExact),
    arm(1, sql`${isPrefix} and not ${isExact}`, sql`${key}, ${target.id}`),
    // Fragments through the trigram indexes (docs/decisions/0017), in no particular order.
    arm(2, sql`${anyText} and not ${isPrefix}`),
  ];
  // Similar spelling: the term against the best-matching words of the name (pg_trgm's word
  // similarity, `<%`, indexable), so a misspelt surname finds the full name; only once a term is
  // long enough to carry a typo, since a short one shares its trigrams with too many names. In no
  // particular order: every one passed the threshold, and ordering would recheck them all.
  if (q.length >= GLOBAL_SEARCH.fuzzyMinChars) arms.push(arm(3, sql`${q} <% ${name} and (${anyText}) is not true`));
  return sql`select hits.id, hits.label, hits.rank, ${target.detail} as detail
    from (${sql.join(arms, sql` union all `)}) hits limit ${limit}`;
}

/** Kinds the actor may open: the team list is for owners and admins (spec 001 §6). */
export const searchableKinds = (actor: UserActor): SearchKind[] =>
  (Object.keys(SEARCH_TARGETS) as SearchKind[]).filter((kind) => kind !== 'team' || actor.role !== 'team_member');

export async function globalSearch(tx: Tx, actor: UserActor, q: string) {
  const kinds = searchableKinds(actor);
  const found = await Promise.all(
    kinds.map((kind) => tx.execute<HitRow>(searchStatement(SEARCH_TARGETS[kind], q, GLOBAL_SEARCH.perKind))),
  );
  const results: SearchResults = { leads: [], brands: [], meetings: [], enquiries: [], team: [] };
  kinds.forEach((kind, i) => {
    const rows = [...found[i]!] as HitRow[];
    results[kind] = rows
      .map((row): SearchHit => ({
        kind,
        id: row.id,
        label: row.label,
        detail: row.detail || null,
        rank: Number(row.rank),
      }))
      // The arms come in rank order; a parallel plan could interleave them, so sort to be sure.
      .sort((a, b) => a.rank - b.rank);
  });
  return { message: MESSAGES.crm.dataOut.searchFetched, results };
}
