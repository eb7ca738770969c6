/**
 * The global search (issue 10 item 3): one statement for every kind the actor may open, in one
 * round trip. Each kind is arms in rank order (exact name, name prefix, a fragment of any matched
 * text, similar spelling), each disjoint from the ones before (`is not true`: an empty column must
 * not hide a row) and limited, under the kind's own LIMIT, which stops the plan's Append as soon as
 * enough rows came: a term with exact or prefix hits never pays for the broader arms.
 *
 * The statement is written so one generic plan suits every term (docs/decisions/0021): prefixes
 * are btree ranges, not LIKE patterns, and the arms read their indexes whatever the term. Planning
 * it afresh for each term cost more than running it (3–5 ms against 0.5–2 ms), so the search's
 * transaction asks for the generic plan, built once per connection and company (`SETTINGS`).
 */
import { GLOBAL_SEARCH, MESSAGES, type SearchHit, type SearchKind, type SearchResults } from '@app/contracts';
import { or, renderSql, sql, transactionClient, type SQL, type Tx } from '@app/db';

import { containsPattern } from '../../lists/page';
import type { UserActor } from '../../middlewares/auth';
import { SEARCH_TARGETS, type SearchTarget } from './targets';

interface HitRow extends Record<string, unknown> {
  kind: number;
  id: string;
  label: string;
  detail: string | null;
  rank: number;
}

/** What the statement's text depends on besides the kinds: one prepared statement, one plan each. */
interface Shape {
  /** Long enough for the trigram indexes to look fragments up. */
  indexed: boolean;
  /** Long enough to carry a typo: similar spellings are looked for. */
  fuzzy: boolean;
}

function shapeOf(q: string): Shape {
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  const length = [...q].length;
  return { indexed: length >= GLOBAL_SEARCH.fragmentIndexMinChars, fuzzy: length >= GLOBAL_SEARCH.fuzzyMinChars };
}

/** The term is `$1` and its fragment pattern (`%term%`, wildcards escaped) `$2` everywhere. */
const term = sql.raw('$1');
const pattern = sql.raw('$2');
const limit = sql.raw(String(GLOBAL_SEARCH.perKind));

function kindHits(target: SearchTarget, shape: Shape): SQL {
  const { name } = target;
  // Exact and prefix through the name's btree (lower(name) collate "C"). The prefix is a range from
  // the term up to the term followed by the highest code point, so it is an index range read in
  // order in a generic plan too (a LIKE pattern's prefix is only known to a custom plan).
  const key = sql`(lower(${name}) collate "C")`;
  const low = sql`(lower(${term}) collate "C")`;
  const high = sql`((lower(${term}) || chr(1114111)) collate "C")`;
  const inRange = sql`${key} >= ${low} and ${key} < ${high}`;
  const shown = sql`${target.id} as id, ${target.label} as label, ${target.ref} as ref, ${target.extra} as extra`;
  const anyText = or(...[name, ...target.also].map((text) => sql`${text} ilike ${pattern}`))!;
  const arm = (rank: number, where: SQL, options: { order?: SQL; from?: SQL } = {}) =>
    sql`(select ${shown}, ${sql.raw(String(rank))} as rank from ${options.from ?? target.table} where ${where}${options.order ? sql` order by ${options.order}` : sql``} limit ${limit})`;
  // A term shorter than a trigram has nothing to look up in the trigram indexes, so its fragments
  // are looked for among the kind's latest records only: bounded, whatever the term.
  const latest = sql`(select * from ${target.table} order by ${target.recent} desc limit ${sql.raw(String(GLOBAL_SEARCH.latestScan))}) as ${target.table}`;
  const arms = [
    arm(0, sql`${key} = ${low}`),
    arm(1, sql`${key} > ${low} and ${key} < ${high}`, { order: sql`${key}, ${target.id}` }),
    // Fragments through the trigram indexes (docs/decisions/0017), in no particular order.
    arm(2, sql`${anyText} and not (${inRange})`, shape.indexed ? {} : { from: latest }),
  ];
  // Similar spelling: the term against the best-matching words of the name (pg_trgm's word
  // similarity, `<%`, indexable), so a misspelt surname finds the full name; only once a term is
  // long enough to carry a typo, since a short one shares its trigrams with too many names. In no
  // particular order: every one passed the threshold, and ordering would recheck them all.
  if (shape.fuzzy) arms.push(arm(3, sql`${term} <% ${name} and (${anyText}) is not true`));
  return sql`(select hits.id, hits.label, hits.rank, ${target.detail} as detail
    from (${sql.join(arms, sql` union all `)}) hits limit ${limit})`;
}

const texts = new Map<string, string>();

/**
 * The statement for every kind in `kinds` (`kind` in a row is the kind's place there), as text with
 * the term as `$1` and its pattern as `$2`: rendered once per shape and kept, since rendering it
 * cost the server more than PostgreSQL spends running it.
 */
export function searchStatement(kinds: readonly SearchKind[], q: string): { text: string; params: string[] } {
  const shape = shapeOf(q);
  const key = `${kinds.join()} ${shape.indexed} ${shape.fuzzy}`;
  let text = texts.get(key);
  if (!text) {
    const parts = kinds.map((kind, i) => {
      const place = sql.raw(String(i));
      return sql`select ${place} as kind, * from ${kindHits(SEARCH_TARGETS[kind], shape)} k${place}`;
    });
    const rendered = renderSql(sql.join(parts, sql` union all `));
    if (rendered.params.length > 0) throw new Error('The global search statement must take the term as $1 and $2 only');
    text = rendered.sql;
    texts.set(key, text);
  }
  return { text, params: [q, containsPattern(q)] };
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
