/**
 * The global search's one statement (docs/decisions/0021), for every kind the actor may open. Each
 * kind is arms in rank order, each limited and disjoint from the ones before, under the kind's own
 * LIMIT, which stops the plan's Append as soon as enough rows came:
 *
 * 0–1. the name's btree from the term on: the exact name first (it sorts lowest), then the names
 *      the term begins, alphabetically (rank 0 and 1);
 * 2.   a fragment of any matched text, through the trigram indexes (rank 2);
 * 3.   similar spelling, only when no kind matched anything as typed (rank 3).
 *
 * The text is the same for every term of a shape, so one generic plan serves them all (the search's
 * transaction asks for it): prefixes are btree ranges, not LIKE patterns, and every arm reads its
 * index whatever the term.
 */
import { GLOBAL_SEARCH, SEARCH_RANK, type SearchKind } from '@app/contracts';
import { or, renderSql, sql, tenantTables, type SQL } from '@app/db';

import { containsPattern } from '../../kit/pagination/page';
import type { Narrowing } from '../visibility';
import { SEARCH_TARGETS, type SearchTarget } from './targets';
import { narrowed } from './visible';

const { nameWords, searchWords } = tenantTables;

/** What the statement's text depends on besides the kinds: one prepared statement, one plan each. */
interface Shape {
  /** Long enough for the trigram indexes to look fragments up. */
  indexed: boolean;
  /** The term's words similar spelling compares (none for a term too short to carry a typo). */
  words: string[];
}

/** Words as the names' words index splits them: at spaces, punctuation and symbols. */
const wordsOf = (q: string) => q.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);

export function shapeOf(q: string): Shape {
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  const length = [...q].length;
  return {
    indexed: length >= GLOBAL_SEARCH.fragmentIndexMinChars,
    words: length >= GLOBAL_SEARCH.fuzzyMinChars ? wordsOf(q).slice(0, GLOBAL_SEARCH.fuzzyWords) : [],
  };
}

/** The columns every arm carries: `id`, `label`, and `ref` and `extra` for the target's `detail`. */
export const shown = (target: SearchTarget) =>
  sql`${target.id} as id, ${target.label} as label, ${target.ref} as ref, ${target.extra} as extra`;

/** The term is `$1`, its fragment pattern (`%term%`, wildcards escaped) `$2`, its words `$3` on (`$1` on alone). */
const term = sql.raw('$1');
const pattern = sql.raw('$2');
const limit = sql.raw(String(GLOBAL_SEARCH.perKind));
const rank = (name: keyof typeof SEARCH_RANK) => sql.raw(String(SEARCH_RANK[name]));
/** The CTE holding the matches as typed of the kind in `place`. */
const typedOf = (place: number) => sql.raw(`typed_${place}`);

/**
 * The known words each of the term's words resembles, closest first (itself, if known): one row
 * for the whole statement, read by every kind's similar-spelling arm. pg_trgm's `%` over the word
 * list's trigram index: a few thousand words, where the names themselves are 100,000 records.
 */
function similarWords(words: readonly string[], firstWord: number): SQL {
  const columns = words.map((_, i) => {
    const word = sql.raw(`lower($${i + firstWord}::text)`);
    return sql`array(select ${searchWords.word} from ${searchWords} where ${searchWords.word} % ${word} order by similarity(${searchWords.word}, ${word}) desc limit ${sql.raw(String(GLOBAL_SEARCH.fuzzyCandidates))}) as w${sql.raw(String(i))}`;
  });
  return sql`similar_words as materialized (select ${sql.join(columns, sql`, `)})`;
}

/** `condition`, and the visibility narrowing if any. */
const within = (condition: SQL, visible: SQL | undefined) => (visible ? sql`${condition} and ${visible}` : condition);

/** The kind's matches as typed (`typed_<place>`): exact and prefix, then fragments. */
function typedHits(target: SearchTarget, place: number, shape: Shape, visible: SQL | undefined): SQL {
  const { name } = target;
  // The name's btree (lower(name) collate "C"), from the term up to the term followed by the
  // highest code point: an index range read in order in a generic plan too (a LIKE pattern's
  // prefix is only known to a custom plan).
  const key = sql`(lower(${name}) collate "C")`;
  const low = sql`(lower(${term}) collate "C")`;
  const high = sql`((lower(${term}) || chr(1114111)) collate "C")`;
  const inRange = sql`${key} >= ${low} and ${key} < ${high}`;
  const fragment = sql`(${or(...[name, ...target.also].map((text) => sql`${text} ilike ${pattern}`))}) and not (${inRange})`;
  // Fragments through the trigram indexes (docs/decisions/0017), in no particular order. A term
  // shorter than a trigram has nothing to look up there: its fragments are looked for among the
  // kind's latest records only, bounded whatever the term.
  const latest = sql`(select * from ${target.table} order by ${target.recent} desc limit ${sql.raw(String(GLOBAL_SEARCH.latestScan))}) as ${target.table}`;
  const arms = [
    sql`(select ${shown(target)}, case when ${key} = ${low} then ${rank('exact')} else ${rank('prefix')} end as rank from ${target.table} where ${within(inRange, visible)} order by ${key} limit ${limit})`,
    sql`(select ${shown(target)}, ${rank('contains')} as rank from ${shape.indexed ? target.table : latest} where ${within(fragment, visible)} limit ${limit})`,
  ];
  return sql`${typedOf(place)} as materialized (select * from (${sql.join(arms, sql` union all `)}) arms limit ${limit})`;
}

/**
 * Similar spelling, when no kind matched anything as typed: every word of the term has a known
 * word it resembles in the name. Each condition is the names' words index (`&&`, any of the
 * resembling words), and PostgreSQL intersects them: posting lists of whole words, where the
 * trigrams of a misspelt name would gather thousands of near misses to recheck.
 */
function similarSpelling(target: SearchTarget, shape: Shape, afterTyped: boolean, visible: SQL | undefined): SQL {
  const words = nameWords(target.name);
  const each = shape.words.map((_, i) => sql`${words} && (select w${sql.raw(String(i))} from similar_words)`);
  if (afterTyped) each.push(sql`exists (select 1 from untyped)`);
  if (visible) each.push(visible);
  return sql`(select ${shown(target)}, ${rank('similar')} as rank from ${target.table} where ${sql.join(each, sql` and `)} limit ${limit})`;
}

const texts = new Map<string, string>();

/**
 * Which arms a statement holds: matches as typed, similar spellings, or both, the similar ones
 * then only when no kind matched as typed. Similar spellings alone are for a caller that knows
 * no kind matched as typed (they were all searched in memory, kept/).
 */
export interface Arms {
  typed: boolean;
  similar: boolean;
}

/**
 * The statement for every kind in `kinds` (`kind` in a row is the kind's place there), as text
 * with its parameters: rendered once per shape and kept, since rendering it cost the server more
 * than PostgreSQL spends running it. Undefined when it has no arm to run (similar spellings alone,
 * for a term too short for them). `narrow`: a team member's record visibility (visible.ts), its
 * person or department the last parameter.
 */
export function searchStatement(
  kinds: readonly SearchKind[],
  q: string,
  arms: Arms,
  narrow?: Narrowing,
): { text: string; params: string[] } | undefined {
  const shape = arms.similar ? shapeOf(q) : { ...shapeOf(q), words: [] };
  const fuzzy = shape.words.length > 0;
  if (!arms.typed && !fuzzy) return undefined;
  // The term and its pattern are $1 and $2 when the typed arms are there; the words follow.
  const firstWord = arms.typed ? 3 : 1;
  const key = `${kinds.join()} ${arms.typed} ${shape.indexed} ${shape.words.length} ${narrow?.by ?? 'all'}`;
  const narrowAt = firstWord + shape.words.length;
  let text = texts.get(key);
  if (!text) {
    const targets = kinds.map((kind) => SEARCH_TARGETS[kind]);
    const visible = kinds.map((kind) => (narrow ? narrowed(kind, narrow.by, narrowAt) : undefined));
    const ctes = arms.typed ? targets.map((target, place) => typedHits(target, place, shape, visible[place])) : [];
    if (fuzzy) ctes.unshift(similarWords(shape.words, firstWord));
    // With the typed arms, a row only when no kind matched the term as typed.
    if (fuzzy && arms.typed) {
      const none = targets.map((_, place) => sql`not exists (select 1 from ${typedOf(place)})`);
      ctes.push(sql`untyped as materialized (select 1 where ${sql.join(none, sql` and `)})`);
    }
    const blocks = targets.map((target, place) => {
      const hits = arms.typed ? [sql`(select * from ${typedOf(place)})`] : [];
      if (fuzzy) hits.push(similarSpelling(target, shape, arms.typed, visible[place]));
      return sql`select ${sql.raw(String(place))} as kind, * from (select hits.id, hits.label, hits.rank, ${target.detail} as detail
        from (${sql.join(hits, sql` union all `)}) hits limit ${limit}) k${sql.raw(String(place))}`;
    });
    const rendered = renderSql(sql`with ${sql.join(ctes, sql`, `)} ${sql.join(blocks, sql` union all `)}`);
    if (rendered.params.length > 0)
      throw new Error('The global search statement takes its values as $1 on (the term, its pattern, its words) only');
    text = rendered.sql;
    texts.set(key, text);
  }
  const params = arms.typed ? [q, containsPattern(q), ...shape.words] : [...shape.words];
  return { text, params: narrow ? [...params, narrow.value] : params };
}
