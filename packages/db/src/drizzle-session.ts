/**
 * The one place that reaches under drizzle's public API. Checked against drizzle-orm
 * DRIZZLE_CHECKED_VERSION (package.json pins it exactly; drizzle-session.test.ts fails on any
 * other). What it relies on, in drizzle-orm/postgres-js:
 * - a transaction (`PgTransaction`) keeps its `PostgresJsSession` in the `session` field, and that
 *   session sends every statement through its `client` field (a postgres.js `TransactionSql`),
 *   read at each call, so replacing the field re-routes what the transaction sends next;
 * - the database returned by `drizzle({ client })` keeps the postgres.js pool in `$client` (public since
 *   0.33, kept here so that every such look is in one file).
 * On an upgrade: read PostgresJsSession and PostgresJsTransaction in drizzle-orm/postgres-js/session,
 * run drizzle-session.test.ts, tenancy.test.ts and json-text.test.ts, then move
 * DRIZZLE_CHECKED_VERSION.
 */
import type postgres from 'postgres';

import type { Database, Tx } from './client';

export const DRIZZLE_CHECKED_VERSION = '1.0.0-rc.5';

type Session = { client: postgres.TransactionSql };
const sessionOf = (tx: Tx) => (tx as unknown as { session: Session }).session;

/**
 * The postgres.js client of a drizzle transaction (inside withTenant, one that prepares every
 * statement), for a statement kept as text rather than built by drizzle on every call.
 */
export const transactionClient = (tx: Tx): postgres.TransactionSql => sessionOf(tx).client;

/** Makes `tx` send everything it sends from now on through `wrap(its client)`. */
export function replaceTransactionClient(
  tx: Tx,
  wrap: (client: postgres.TransactionSql) => postgres.TransactionSql,
): void {
  const session = sessionOf(tx);
  session.client = wrap(session.client);
}

/** The postgres.js pool under a drizzle database, for one statement kept as text, outside a transaction. */
export const databaseClient = (db: Database): postgres.Sql => (db as Database & { $client: postgres.Sql }).$client;
