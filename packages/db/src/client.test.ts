import { expect } from 'vitest';

import { connectDatabase, type DatabaseHandle } from './client';
import { databaseTest } from './testing';

/** `short`: a second pool on the file's database whose connections live 0.2–0.3 s. */
const it = databaseTest({ max: 1 }).extend('short', { scope: 'file' }, ({ database }, { onCleanup }) => {
  const short = connectDatabase(database.url, { max: 1, maxLifetimeSeconds: 0.2 });
  onCleanup(() => short.close());
  return short;
});

const backend = async (handle: DatabaseHandle) => Number((await handle.sql`select pg_backend_pid() as pid`)[0]!.pid);

it('replaces a pooled connection once its lifetime is over, and answers on the next one', async ({
  database,
  short,
}) => {
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
