/**
 * Batched writes: a batch of records travels as one JSON parameter and is expanded in PostgreSQL
 * with jsonb_to_recordset, so 2,000 rows cost one round trip and one statement (measured in
 * bench/import). Updates only touch the columns the file holds (coalesce keeps the rest).
 */
import type { ImportKind } from '@app/contracts';
import { sql, type Executor, type SQL } from '@app/db';

import type { TableRecord } from './records';
import { trailInsert, type ImportTrail } from './trail';

const TABLES: Record<ImportKind, string> = {
  brand: 'brands',
  lead: 'leads',
  meeting: 'meetings',
  enquiry: 'enquiries',
};

const TYPES: Record<string, string> = {
  date: 'date',
  next_follow_up_date: 'date',
  delivery_date: 'date',
  added_date: 'date',
  scheduled_at: 'timestamptz',
  estimated_value: 'numeric',
  value: 'numeric',
  duration_minutes: 'integer',
  custom_fields: 'jsonb',
};
const UUIDS = new Set([
  'id',
  'brand_id',
  'lead_id',
  'cs_person_id',
  'brand_owner_id',
  'assigned_to_id',
  'created_by',
  'import_id',
]);
const typeOf = (column: string) => TYPES[column] ?? (UUIDS.has(column) ? 'uuid' : 'text');

/** Column names come from our own field catalogue, never from the file; quoted all the same. */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function columnsOf(records: readonly TableRecord[]): string[] {
  const columns = new Set<string>(['id']);
  for (const r of records) for (const key in r) columns.add(key);
  return [...columns];
}

const recordset = (records: readonly TableRecord[], columns: readonly string[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(${sql.raw(columns.map((c) => `${ident(c)} ${typeOf(c)}`).join(', '))})`;

const uuidArray = (ids: readonly unknown[]) => `{${ids.map(String).join(',')}}`;

/**
 * The rows about to be updated, noted as they are (import_changes) so the import can be undone:
 * two CTEs of the update's own statement, where every part reads the rows as they were before it.
 * A record the import created, or updated already, keeps its first note. The rows are read in a CTE
 * of their own rather than by the insert: Citus 13.2 sends an INSERT ... SELECT from a schema's
 * table with parameters to the worker with a broken filter (decision 0034).
 */
const noteUpdated = (kind: ImportKind, importId: string, ids: readonly unknown[]) =>
  sql`previous as materialized (select p.id, to_jsonb(p) as row from ${sql.raw(TABLES[kind])} p
      where p.id = any(${uuidArray(ids)}::uuid[])),
    noted as (insert into import_changes (import_id, record_id, action, previous)
      select ${importId}::uuid, id, 'updated', row from previous
      on conflict (import_id, record_id) do nothing)`;

/** The update with its notes, and (leads, with a trail) its timeline entries, in one statement. */
function withTrail(kind: ImportKind, update: SQL, trail: ImportTrail | undefined, noted: SQL | undefined): SQL {
  const notes = noted ? sql`${noted}, ` : sql``;
  if (kind !== 'lead' || !trail) return noted ? sql`with ${noted} ${update}` : update;
  // The updated row's id (t: the recordset has an id too).
  return sql`with ${notes}written as (${update} returning t.id) ${trailInsert(trail)}`;
}

/**
 * Settings for the import's transaction, before its first write.
 *
 * - The connections re-plan every prepared statement on every run (plan_cache_mode =
 *   force_custom_plan, decision 0018); that holds for the foreign key checks PostgreSQL runs per
 *   inserted row too (brand, CS person, creator), and re-planning them was 60% of a batch's time
 *   (bench/import/profile.ts: 125 of 212 ms). PostgreSQL's own default plans those three lookups
 *   once; the import's statements gain nothing from re-planning.
 * - The table's change counter is raised once, by `countWrites` before the commit, not by every
 *   batch: raising it locks its row until the commit, which would hold every other writer of the
 *   table for the whole run (tenant migration `deferred_change_counts`).
 */
export async function prepareWrites(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('plan_cache_mode', 'auto', true)`);
  // SET LOCAL, not set_config: the triggers that read it may run on a Citus worker, and Citus
  // carries a transaction's SET LOCAL commands to its workers (the connection's
  // citus.propagate_set_commands), never a set_config call.
  await tx.execute(sql`set local app.deferred_change_counts = on`);
}

/** Raises the change counter of the table the import wrote, once, as the last write before its commit. */
export const countWrites = (tx: Executor, kind: ImportKind) =>
  tx.execute(sql`insert into change_counters as c (table_name, changes) values (${TABLES[kind]}, 1)
    on conflict (table_name) do update set changes = c.changes + 1`);

/**
 * Inserts records that carry their own `id`; with `importId`, each is noted as created by it
 * (import_changes) in the same statement, so the import can be undone.
 */
export async function insertRecords(
  tx: Executor,
  kind: ImportKind,
  records: readonly TableRecord[],
  importId?: string,
) {
  if (records.length === 0) return;
  const columns = columnsOf(records);
  const list = sql.raw(columns.map(ident).join(', '));
  const insert = sql`insert into ${sql.raw(TABLES[kind])} (${list}) select ${list} from ${recordset(records, columns)}`;
  // No timeline entry per created lead: at 100,000 leads its rows (their foreign key and indexes)
  // cost a third of the import; the timeline starts from the lead itself (activity/list.ts).
  if (!importId) return void (await tx.execute(insert));
  await tx.execute(sql`with created as (${insert} returning id)
    insert into import_changes (import_id, record_id, action) select ${importId}::uuid, id, 'created' from created`);
}

/** Applies each record's values to the row with its `id`; empty values leave the stored ones. */
export async function updateRecords(
  tx: Executor,
  kind: ImportKind,
  records: readonly TableRecord[],
  trail?: ImportTrail,
  importId?: string,
) {
  if (records.length === 0) return;
  // Who created a row, and which import, stay as they were.
  const columns = columnsOf(records).filter((c) => c !== 'id' && c !== 'created_by' && c !== 'import_id');
  const sets = columns.map((c) =>
    c === 'custom_fields'
      ? `custom_fields = t.custom_fields || coalesce(x.custom_fields, '{}'::jsonb)`
      : `${ident(c)} = coalesce(x.${ident(c)}, t.${ident(c)})`,
  );
  sets.push('updated_at = now()');
  const update = sql`update ${sql.raw(TABLES[kind])} t set ${sql.raw(sets.join(', '))} from ${recordset(records, columnsOf(records))} where t.id = x.id`;
  const noted = importId
    ? noteUpdated(
        kind,
        importId,
        records.map((r) => r.id),
      )
    : undefined;
  await tx.execute(withTrail(kind, update, trail, noted));
}
