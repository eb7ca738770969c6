/**
 * One counter per CRM table, raised by a statement-level trigger in the same transaction as every
 * insert, update and delete (migration `list_change_triggers`). A list total counted while the
 * counters read N stays right for as long as they read N, so the list kit keeps totals per filter
 * and counts again only after a change (docs/decisions/0018-request-path.md). Being transactional,
 * a reader sees a new value exactly when it sees the rows that raised it.
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const changeCounters = pgTable('change_counters', {
  /** The counted table's name (`leads`, `brands`, `meetings`, `enquiries`). */
  tableName: text('table_name').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
});
