import { sql } from 'drizzle-orm';
import type postgres from 'postgres';

import type { Database, Tx } from './client';
import { replaceTransactionClient, transactionClient } from './drizzle-session';

export function tenantSchemaName(companyId: number): string {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) {
    throw new Error(`Invalid company id for a tenant schema: ${companyId}`);
  }
  return `tenant_${companyId}`;
}

/**
 * The tenant's schema first, then `public` for the platform tables a tenant write also touches
 * (counters, the denormalised owner). Platform and tenant table names never overlap.
 */
export function tenantSearchPath(companyId: number): string {
  return `"${tenantSchemaName(companyId)}", public`;
}

/** Points the open transaction at a tenant schema; `true` makes it SET LOCAL, gone at commit. */
export async function setTenantSearchPath(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select set_config('search_path', ${tenantSearchPath(companyId)}, true)`);
}

/**
 * The transaction's client with every statement prepared: drizzle sends unnamed statements, so
 * PostgreSQL parsed and planned each one on every call (planning alone took longer than running
 * the leads page). postgres.js keeps one named statement per SQL text per connection; a statement
 * run under another company's search_path is re-planned by PostgreSQL, never reused as it was.
 */
function preparing(client: postgres.TransactionSql, failed: FirstFailure): postgres.TransactionSql {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'unsafe') {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) => {
          const statement = target.unsafe(query, params, { ...options, prepare: true });
          // Noted in the order sent. postgres.js sends it a tick later, after the caller's `.values()`.
          statement.catch((error: unknown) => {
            failed.error ??= error;
          });
          return statement;
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Runs `work` in one transaction scoped to the company's schema. A pooled connection never carries
 * the path into another request because it is transaction-local.
 *
 * The path is set without waiting for its answer (docs/decisions/0018-request-path.md): postgres.js
 * sends a transaction's statements in the order they are issued, down one connection, and
 * PostgreSQL runs them in that order, so the work's first statement still runs after set_config,
 * only without an extra round trip. The set_config is issued before `work` starts, so nothing can
 * overtake it; should it fail, the transaction is aborted and postgres.js reports its error.
 */
export function withTenant<T>(db: Database, companyId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const path = tenantSearchPath(companyId);
  return db.transaction(async (tx) => {
    const pathSet = transactionClient(tx)`select set_config('search_path', ${path}, true)`;
    const failed: FirstFailure = {};
    replaceTransactionClient(tx, (client) => preparing(client, failed));
    // Attaching a handler sends it now; a failure still surfaces through the awaits below.
    pathSet.catch(() => {});
    try {
      const result = await work(tx);
      await pathSet;
      return result;
    } catch (error) {
      // Statements sent together (Promise.all) fail together: after the first, each later one is
      // refused as "current transaction is aborted", and may be the one that reaches the caller
      // first. The first says what happened (on a Citus cluster, a worker that cannot be reached).
      throw hasState(error, IN_FAILED_TRANSACTION) && failed.error ? failed.error : error;
    }
  });
}

/** The first statement of a transaction that failed. */
interface FirstFailure {
  error?: unknown;
}

const IN_FAILED_TRANSACTION = '25P02';

/** Whether PostgreSQL's SQLSTATE `state` is anywhere in the error's `cause` chain (drizzle wraps the driver's). */
function hasState(error: unknown, state: string): boolean {
  let current = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
