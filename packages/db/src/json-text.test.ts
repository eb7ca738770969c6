/**
 * JSON parameters as JSON text (json-text.ts): what the statements kept as SQL, pg-boss and
 * drizzle's jsonb columns send must arrive as the JSON meant, never as a JSON string holding it.
 */
import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect } from 'vitest';

import type { Database } from './client';
import { withOwnConnection } from './own-connection';
import { databaseTest } from './testing';

const probe = pgTable('json_probe', { id: serial('id').primaryKey(), doc: jsonb('doc') });

const it = databaseTest({ max: 2 }).extend('table', { scope: 'file' }, async ({ database }) => {
  await database.db.execute(sql`create table json_probe (id serial primary key, doc jsonb)`);
  return probe;
});

/** How PostgreSQL sees the stored documents: their JSON type and text, in insertion order. */
const stored = (db: Database) =>
  db.execute<{ type: string; text: string }>(
    sql`select jsonb_typeof(doc) as type, doc::text as text from json_probe order by id`,
  );

describe('JSON parameters', () => {
  it('stores what a jsonb column is given, objects, arrays and a bare string alike, and reads it back', async ({
    database,
    table,
  }) => {
    await database.db.delete(table);
    await database.db
      .insert(table)
      .values([{ doc: { a: 1, at: '2026-12-04' } }, { doc: [1, 'two'] }, { doc: 'plain' }]);
    expect(await stored(database.db)).toEqual([
      { type: 'object', text: '{"a": 1, "at": "2026-12-04"}' },
      { type: 'array', text: '[1, "two"]' },
      { type: 'string', text: '"plain"' },
    ]);
    const [row] = await database.db
      .select()
      .from(table)
      .where(eq(table.doc, { a: 1, at: '2026-12-04' }));
    expect(row?.doc).toEqual({ a: 1, at: '2026-12-04' });
  });

  it('sends JSON text given to a json or jsonb placeholder as it is, typed or not', async ({ database, table }) => {
    await database.db.delete(table);
    const rows = [{ doc: { n: 1 } }, { doc: { n: 2 } }];
    await database.db.execute(
      sql`insert into json_probe (doc) select doc from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(doc jsonb)`,
    );
    // Untyped, as pg-boss writes its jobs: PostgreSQL gives the placeholder the type json.
    await database.sql.unsafe(`insert into json_probe (doc) select doc from json_to_recordset($1) as r(doc jsonb)`, [
      JSON.stringify([{ doc: { n: 3 } }]),
    ]);
    expect((await stored(database.db)).map((r) => r.text)).toEqual(['{"n": 1}', '{"n": 2}', '{"n": 3}']);
  });

  it('does the same on a connection of its own', async ({ database, table }) => {
    await database.db.delete(table);
    await withOwnConnection(database.db, async (db) => {
      await db.insert(table).values({ doc: { own: true } });
      await db.execute(sql`insert into json_probe (doc) values (${JSON.stringify({ raw: true })}::jsonb)`);
    });
    expect((await stored(database.db)).map((r) => r.text)).toEqual(['{"own": true}', '{"raw": true}']);
  });
});
