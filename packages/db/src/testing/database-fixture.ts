/**
 * The test database as a vitest fixture: file scoped, since making one takes a while (on a Citus
 * cluster, a database on every node and every migration), and files run one after another in a
 * worker, where a worker-wide database would carry one file's rows into the next.
 */
import { test as base } from 'vitest';

import { createTestDatabase } from './test-database';

/**
 * `it` with a file's own database (cloned from the migrated template, a pool of `max`
 * connections) as `database`, made before the file's first test and dropped when the file ends;
 * extend it for what a file builds in the database. It is made in a beforeAll: vitest counts a
 * fixture's set-up in the first test that asks for it, under the test's 30 s, where a hook has 60 s.
 */
export function databaseTest(options: { max?: number } = {}) {
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  const api = base.extend('database', { scope: 'file' }, async ({}, { onCleanup }) => {
    const database = await createTestDatabase(options);
    onCleanup(() => database.destroy());
    return database;
  });
  api.beforeAll(({ database }) => {
    void database;
  });
  return api;
}
