/**
 * What patches/postgres+3.4.9.patch changes in postgres.js, so that an upgrade which drops the
 * patch without the fix upstream fails here:
 * - a connection whose backend is gone must fail its queries with CONNECTION_CLOSED, not throw from
 *   a timer and end the process (decision 0015). Without the patch the second query below is an
 *   uncaught TypeError (porsager/postgres#1208);
 * - a client reads the array types (all of pg_type, most of a second on a node of thousands of
 *   companies) once, not on every new connection (decision 0035; porsager/postgres#903), and a
 *   reserve() that opens a connection after that is still handed it (porsager/postgres#1219).
 */
import postgres from 'postgres';
import { describe, expect } from 'vitest';

import { isDatabaseUnavailable } from './availability';
import { openOwnConnection } from './own-connection';
import { databaseTest } from './testing';

const it = databaseTest({ max: 2 });

describe('postgres.js with a lost connection', () => {
  it('rejects queries on a connection whose backend was terminated instead of throwing from a timer', async ({
    database,
  }) => {
    const reserved = await database.sql.reserve();
    const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
    await database.sql`select pg_terminate_backend(${row!.pid})`;
    // The backend is gone (not just asked to go) before the reserved connection is used again.
    await expect
      .poll(async () => (await database.sql`select 1 from pg_stat_activity where pid = ${row!.pid}`).length, {
        timeout: 10_000,
      })
      .toBe(0);

    const first = await reserved`select 1`.catch((error: unknown) => error);
    const second = await reserved`select 1`.catch((error: unknown) => error);
    expect(first).toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(second).toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(isDatabaseUnavailable(second)).toBe(true);
    reserved.release();

    // Pool recovery after a lost connection is covered end to end by apps/server under-load.test.ts.
  });

  it('tells an outage from a bad query', async ({ database }) => {
    const bad = await database.sql`select * from no_such_table`.catch((error: unknown) => error);
    expect(isDatabaseUnavailable(bad)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
  });
});

describe('postgres.js array types', () => {
  /** A client of its own on the database at `url` that counts the statements reading the array types. */
  function countingClient(url: string, max: number) {
    const seen = { typeQueries: 0 };
    const client = postgres(url, {
      max,
      onnotice: () => {},
      debug: (_connection, query) => {
        if (query.includes('pg_catalog.pg_type')) seen.typeQueries += 1;
      },
    });
    return { client, seen };
  }
  const arrays = (client: postgres.Sql) =>
    client<{ pid: number; numbers: number[]; words: string[] }[]>`select pg_backend_pid() as pid,
      array[1, 2]::int4[] as numbers, '{x,y}'::text[] as words, pg_sleep(0.2)::text`;

  it('reads them once per client, and every connection of the client parses arrays with them', async ({ database }) => {
    const { client, seen } = countingClient(database.url, 3);
    try {
      await client`select 1`;
      // Three at once need three connections.
      const rows = (await Promise.all([arrays(client), arrays(client), arrays(client)])).map(([row]) => row!);
      expect(new Set(rows.map((row) => row.pid)).size).toBe(3);
      for (const row of rows) expect(row).toMatchObject({ numbers: [1, 2], words: ['x', 'y'] });
      expect(seen.typeQueries).toBe(1);

      // A connection of its own, opened like the client, uses what the client read.
      const own = openOwnConnection(client);
      try {
        const [row] = await arrays(own);
        expect(row).toMatchObject({ numbers: [1, 2], words: ['x', 'y'] });
      } finally {
        await own.end();
      }
      expect(seen.typeQueries).toBe(1);
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  it('hands a reserve() the connection it opened after the types were read', async ({ database }) => {
    const { client } = countingClient(database.url, 2);
    try {
      const first = await client.reserve();
      // The second reserve has to open a second connection, which skips the types query.
      const second = await Promise.race([
        client.reserve(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('reserve() never resolved')), 5_000)),
      ]);
      const [a] = await first<{ pid: number }[]>`select pg_backend_pid() as pid`;
      const [b] = await second<
        { pid: number; words: string[] }[]
      >`select pg_backend_pid() as pid, '{x}'::text[] as words`;
      expect(b!.pid).not.toBe(a!.pid);
      expect(b!.words).toEqual(['x']);
      first.release();
      second.release();
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});
