/**
 * The distinct words of every name the global search matches by similar spelling (lead client
 * names, brand names, meeting titles, enquiry requirements, team members' names): pg_trgm's
 * recommended word list for similarity (docs/decisions/0021). A misspelt word is compared with these
 * few thousand words, not with every record's name, and the records holding the words it resembles
 * are then read through each table's words index (`nameWords`).
 *
 * Kept by statement-level triggers on those tables (tenant migration `search_word_triggers`), in
 * the writer's transaction. There is no unique key on purpose: a word is added only if absent, and two
 * writers adding the same new word at once may both add it, which costs a row; a unique key would
 * make the second writer wait for the first to commit (an import holds its transaction for seconds).
 * Words of deleted records stay: they match no record, so they only take room.
 */
import { sql, type SQL } from 'drizzle-orm';
import { index, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const searchWords = pgTable('search_words', { word: text('word').notNull() }, (t) => [
  index('search_words_word_idx').on(t.word),
  // Straight into the index: the list grows by a few words at a time, too slowly for autovacuum to
  // merge a pending list, and every search would read that list through.
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
]);

/**
 * A name's words, lower-cased, split at spaces and punctuation. Tables index this expression
 * (GIN), and the search must write it exactly so for PostgreSQL to use those indexes; the triggers
 * of migration `search_word_triggers` split names with the same pattern.
 */
export const nameWords = (column: AnyPgColumn | SQL): SQL =>
  sql`regexp_split_to_array(lower(${column}), '[[:space:][:punct:]]+')`;
