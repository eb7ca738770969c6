import postgres from 'postgres';

import { databaseOver, type Database } from './client';
import { databaseClient } from './drizzle-session';

/**
 * PostgreSQL keeps every table and index a connection has touched in that connection's catalog
 * caches until it closes. Creating a company's schema touches about 130 relations, and migrating
 * every company touches all of them: done on a pooled connection, that connection would carry them
 * for its whole life, growing with every company served (505 MB after 1,000 companies), and each
 * later DDL would pay for the invalidations. So such work gets a connection of its own, with the
 * pool's settings, closed when the work ends. It is not replaced on the pool's schedule
 * (client.ts): the migration lock is held by its connection for as long as the migration runs.
 * The options are the pool's own objects, so the connection uses the array types the pool has read
 * instead of reading all of pg_type again (decision 0035, patches/postgres+3.4.9.patch).
 */
export function openOwnConnection(like: Database | postgres.Sql): postgres.Sql {
  // A postgres.js client is a function (the tagged template); a drizzle database is an object.
  const client = typeof like === 'function' ? like : databaseClient(like);
  return postgres({ ...client.options, max: 1, max_lifetime: null } as unknown as postgres.Options<
    Record<string, never>
  >);
}

/** Runs `work` on a connection of its own (see openOwnConnection), closed afterwards even when it fails. */
export async function withOwnConnection<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  const own = openOwnConnection(db);
  try {
    return await work(databaseOver(own));
  } finally {
    await own.end({ timeout: 5 });
  }
}
