import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

import * as platform from './platform/schema';
import * as tenant from './tenant/schema';

export const schema = { ...platform, ...tenant };
export type Schema = typeof schema;

export type Database = PostgresJsDatabase<Schema>;
/** A transaction handle; services take this so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the pool or an open transaction. */
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  sql: postgres.Sql;
  close: () => Promise<void>;
}

export interface ConnectOptions {
  /** Pool size. */
  max?: number;
}

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // While PostgreSQL is unreachable a request fails within seconds (503), not the default 30 s;
    // a stopped server refuses at once, this bounds a host that does not answer at all.
    connect_timeout: 5,
    // Reconnect waits grow with failed attempts; capped at 1 s so service resumes within seconds
    // of the database coming back, however long it was away.
    backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1),
    // Timestamps come back as Date; `date` columns stay 'YYYY-MM-DD' strings.
    // Tenant statements are prepared (parsed once per connection); each run is still planned for its
    // own values, as a generic plan cannot use a LIKE pattern's prefix index (decision 0018).
    connection: { application_name: 'company-platform', plan_cache_mode: 'force_custom_plan' },
  });
  const db = drizzle(sql, { schema });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}
