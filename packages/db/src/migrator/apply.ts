import { sql } from 'drizzle-orm';

import type { Tx } from '../client';
import type { Migration } from './files';

/** Each schema keeps its own journal, so a tenant schema carries its history when it moves. */
export const JOURNAL_TABLE = 'schema_migrations';

/**
 * Applies, inside the caller's transaction and against the schema named, the migrations that
 * schema has not recorded yet. Statements are unqualified: the caller has set search_path.
 * Returns how many were applied.
 */
export async function applyPendingMigrations(tx: Tx, schemaName: string, migrations: Migration[]): Promise<number> {
  const journal = sql.raw(`"${schemaName}"."${JOURNAL_TABLE}"`);
  // Citus refuses triggers on a distributed schema's tables unless told the triggers are written for
  // it, which the tenant triggers are (decision 0034). Without Citus the setting is an inert placeholder.
  await tx.execute(sql`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
  await tx.execute(
    sql`create table if not exists ${journal} (tag text primary key, hash text not null, applied_at timestamptz not null default now())`,
  );
  const rows = await tx.execute<{ tag: string }>(sql`select tag from ${journal}`);
  const applied = new Set(rows.map((r) => r.tag));
  let count = 0;
  for (const migration of migrations) {
    if (applied.has(migration.tag)) continue;
    for (const statement of migration.statements) {
      await tx.execute(sql.raw(statement));
    }
    await tx.execute(sql`insert into ${journal} (tag, hash) values (${migration.tag}, ${migration.hash})`);
    count += 1;
  }
  return count;
}
