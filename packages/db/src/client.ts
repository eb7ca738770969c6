import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

import { JSON_AS_TEXT, JSON_AS_TEXT_CODECS } from './json-text';

/**
 * Without drizzle's relational API (`db.query.<table>`, which nothing here uses): given the tables,
 * drizzle would build a query builder for each of them on every transaction it opens, on every
 * request's path.
 */
export type Database = PostgresJsDatabase;
/** A transaction handle; services take this so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the pool or an open transaction. */
export type Executor = Database | Tx;
/**
 * The row type to give `execute` for a statement that returns no rows (a delete, an update): without
 * one, drizzle types the result as one result or several (a text of many statements), and only one
 * result has `count`.
 */
export type NoRows = Record<string, never>;

/**
 * A drizzle database over a postgres.js client made with connectDatabase's options: the one way this
 * project builds one, so that every database sends json and jsonb columns as JSON text (json-text.ts).
 */
export const databaseOver = (client: postgres.Sql): Database => drizzle({ client, codecs: JSON_AS_TEXT_CODECS });

export interface DatabaseHandle {
  db: Database;
  sql: postgres.Sql;
  close: () => Promise<void>;
}

/**
 * Connections a process keeps to PostgreSQL unless told otherwise (the server's DATABASE_POOL_SIZE);
 * a request holds one for its transaction. On two cores 10 and 20 serve the leads page alike
 * (bench/results/api-throughput-2026-12-04-pool-*.md).
 */
export const DEFAULT_POOL_SIZE = 10;

export interface ConnectOptions {
  /** Pool size; DEFAULT_POOL_SIZE when not given. */
  max?: number;
  /** Shown in pg_stat_activity; the product's own connections are `company-platform`. */
  applicationName?: string;
  /** Seconds before a pooled connection is replaced (0: never). Defaults to POOL_CONNECTION_LIFETIME_SECONDS. */
  maxLifetimeSeconds?: number;
}

/**
 * A PostgreSQL connection keeps every table and index it has touched in its catalog caches until it
 * closes: a leads page costs a connection about 0.2 MB per company it has served
 * (bench/tenant-scale), so a connection that lived for hours on a node of 5,000 companies would grow
 * towards a gigabyte, ten times over for the pool. Replacing each connection after half a minute
 * bounds that by the companies one connection can serve in that time, for the cost of opening a
 * connection (a few milliseconds) twice a minute. Each connection draws its own lifetime, up to
 * half as long again, so the pool is not replaced all at once; an idle one is closed too.
 */
export const POOL_CONNECTION_LIFETIME_SECONDS = 30;

/**
 * postgres.js calls a function given as `max_lifetime` once per connection, as its own default
 * does, though its types only name a number; client.test.ts guards that a connection is replaced.
 */
function lifetimeOf(seconds: number): number | null {
  if (seconds <= 0) return null;
  return (() => seconds * (1 + Math.random() / 2)) as unknown as number;
}

/**
 * libpq names a Unix socket by its folder: `postgres://user:pw@localhost:5432/db?host=/run/postgresql`.
 * postgres.js would send that `host` on as a server setting, so it becomes postgres.js's socket
 * `path` here (the port names the socket file). Any other URL is used as it is.
 */
export function socketOf(url: string): { url: string; path?: string } {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  const folder = parsed?.searchParams.get('host');
  if (!parsed || !folder?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${folder}/.s.PGSQL.${parsed.port || 5432}` };
}

export function connectDatabase(databaseUrl: string, options: ConnectOptions = {}): DatabaseHandle {
  const { url, path } = socketOf(databaseUrl);
  const sql = postgres(url, {
    ...(path ? { path } : {}),
    max: options.max ?? DEFAULT_POOL_SIZE,
    max_lifetime: lifetimeOf(options.maxLifetimeSeconds ?? POOL_CONNECTION_LIFETIME_SECONDS),
    onnotice: () => {},
    // While PostgreSQL is unreachable a request fails within seconds (503), not the default 30 s;
    // a stopped server refuses at once, this bounds a host that does not answer at all.
    connect_timeout: 5,
    // Reconnect waits grow with failed attempts; capped at 1 s so service resumes within seconds
    // of the database coming back, however long it was away.
    backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1),
    // Kept by every client made from this one's options (own connections, the job runner's).
    types: JSON_AS_TEXT,
    // Timestamps come back as Date; `date` columns stay 'YYYY-MM-DD' strings.
    // Tenant statements are prepared (parsed once per connection); each run is still planned for its
    // own values, as a generic plan cannot use a LIKE pattern's prefix index (decision 0018).
    //
    // On a Citus coordinator, a transaction's SET LOCAL commands also reach its workers, where the
    // tenant triggers run and read them (decision 0034). Without Citus the setting is an inert
    // placeholder.
    connection: {
      application_name: options.applicationName ?? 'company-platform',
      plan_cache_mode: 'force_custom_plan',
      'citus.propagate_set_commands': 'local',
    },
  });
  return { db: databaseOver(sql), sql, close: () => sql.end({ timeout: 5 }) };
}
