import { sql } from 'drizzle-orm';

import type { Database, Tx } from './client';

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
 * Runs `work` in one transaction scoped to the company's schema. A pooled connection never carries
 * the path into another request because it is transaction-local.
 */
export function withTenant<T>(db: Database, companyId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setTenantSearchPath(tx, companyId);
    return work(tx);
  });
}
