import { afterAll, beforeAll, expect, it } from 'vitest';

import { connectDatabase, type DatabaseHandle } from './client';
import { createTestDatabase, type TestDatabase } from './testing';

let database: TestDatabase;
let short: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ max: 1 });
  short = connectDatabase(database.url, { max: 1, maxLifetimeSeconds: 0.2 });
});
afterAll(async () => {
  await short.close();
  await database.destroy();
});

const backend = async (handle: DatabaseHandle) => Number((await handle.sql`select pg_backend_pid() as pid`)[0]!.pid);

it('replaces a pooled connection once its lifetime is over, and answers on the next one', async () => {
  const first = await backend(short);
  // Waits for the condition, not for a time: the lifetime is 0.2–0.3 s; the bound only stops a hang.
  let next = first;
  for (let tries = 0; next === first && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    next = await backend(short);
  }
  expect(next).not.toBe(first);
  // The old backend exits once postgres.js has closed it.
  let present = true;
  for (let tries = 0; present && tries < 100; tries++) {
    present = (await database.sql`select 1 from pg_stat_activity where pid = ${first}`).length > 0;
    if (present) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(present).toBe(false);
});
