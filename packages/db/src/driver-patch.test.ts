/**
 * The guard patches/postgres+3.4.9.patch adds to postgres.js (decision 0015): a connection whose
 * backend is gone must fail its queries with CONNECTION_CLOSED, not throw from a timer and end the
 * process. Without the patch the second query below is an uncaught TypeError (porsager/postgres#1208).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from './availability';
import { createTestDatabase, type TestDatabase } from './testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ max: 2 });
});
afterAll(() => database.destroy());

describe('postgres.js with a lost connection', () => {
  it('rejects queries on a connection whose backend was terminated instead of throwing from a timer', async () => {
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

  it('tells an outage from a bad query', async () => {
    const bad = await database.sql`select * from no_such_table`.catch((error: unknown) => error);
    expect(isDatabaseUnavailable(bad)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
  });
});
