/**
 * Which searched records changed, per writing transaction: every insert, update and delete on the
 * tables the global search reads (leads, brands, meetings, enquiries, users) adds the ids it
 * touched, with the writer's transaction id, through statement-level triggers (tenant migration
 * `search_change_triggers`). A server keeping a kind's records in memory (docs/decisions/0026)
 * reads the changes its snapshot did not see and re-reads only those records, instead of them all.
 *
 * A writer deferring its change counts (a CSV import) logs the nil id once per table instead of
 * every record (WHOLE_TABLE_CHANGED): readers read that table whole.
 *
 * Rows older than an hour go, now and then, in some writer's statement (the trigger, skipping rows
 * another writer is removing, so no writer waits): a kept index older than that is read whole.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The id a writer logs for "this table changed throughout: read it whole". */
export const WHOLE_TABLE_CHANGED = '00000000-0000-0000-0000-000000000000';

export const searchChanges = pgTable(
  'search_changes',
  {
    tableName: text('table_name').notNull(),
    recordId: uuid('record_id').notNull(),
    /** The writer's transaction (pg_current_xact_id), compared with a reader's snapshot. */
    xact: bigint('xact', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_xact_idx').on(t.xact)],
);
