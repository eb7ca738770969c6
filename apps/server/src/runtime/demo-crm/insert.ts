/**
 * The seed's bulk inserts: each table's rows travel as one JSON parameter expanded by PostgreSQL
 * (jsonb_to_recordset), the way CSV imports write (packages/api/src/crm/imports/write.ts). Hundreds
 * of rows as thousands of bound values cost several times as much to send and plan, and a first
 * start waits for the demo company.
 */
import { Column, is, sql, type Executor, type Table } from '@app/db';

/** Inserts `rows` (objects keyed by the table's property names, as drizzle's insert takes them). */
export async function insertRows(tx: Executor, table: Table, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(table).filter(
    (entry): entry is [string, Column] => present.has(entry[0]) && is(entry[1], Column),
  );
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const target = sql.raw(columns.map(([, column]) => quoted(column.name)).join(', '));
  const keys = sql.raw(columns.map(([key]) => quoted(key)).join(', '));
  const types = sql.raw(columns.map(([key, column]) => `${quoted(key)} ${column.getSQLType()}`).join(', '));
  await tx.execute(
    sql`insert into ${table} (${target}) select ${keys} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${types})`,
  );
}
