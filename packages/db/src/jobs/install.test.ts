/**
 * The job queue's install on a real database: again over an installed queue it changes nothing,
 * and when it fails it still closes its own connection, so a migration run that fails ends instead
 * of hanging on it.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { installJobQueue } from './install';
import { JOB_QUEUES, JOB_SCHEMA } from './queues';

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase({ max: 1 });
});
afterEach(async () => {
  await database?.destroy();
});

/**
 * The product's other connections to the test database than the test's own (not a Citus
 * coordinator's own background connections).
 */
const others = async () => {
  const [row] = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and application_name = 'company-platform'`,
  );
  return row!.n;
};

/** Waits until no other connection is open, up to `ms`: a closed connection leaves the list shortly after. */
async function noOthersWithin(ms: number): Promise<number> {
  const until = Date.now() + ms;
  let open = await others();
  while (open > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    open = await others();
  }
  return open;
}

describe('installJobQueue', () => {
  it('installs over an installed queue without a change, every queue there, its connection closed', async () => {
    await installJobQueue(database);
    const [row] = await database.db.execute<{ names: string[] }>(
      sql.raw(`select array_agg(name order by name) as names from ${JOB_SCHEMA}.queue`),
    );
    const names = Object.values(JOB_QUEUES)
      .map((queue) => queue.name)
      .sort();
    expect(row!.names).toEqual(expect.arrayContaining(names));
    expect(await noOthersWithin(5_000)).toBe(0);
  });

  it('closes its connection when the install fails', async () => {
    // A version table pg-boss cannot read: its start fails after it connected.
    await database.db.execute(sql.raw(`drop table ${JOB_SCHEMA}.version cascade`));
    await database.db.execute(sql.raw(`create table ${JOB_SCHEMA}.version (unreadable int)`));
    await expect(installJobQueue(database)).rejects.toThrow();
    expect(await noOthersWithin(5_000)).toBe(0);
  });
});
