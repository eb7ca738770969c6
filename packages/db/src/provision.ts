import { sql } from 'drizzle-orm';

import { DEFAULT_DEPARTMENTS, DEFAULT_DESIGNATIONS } from '@app/contracts';

import type { Tx } from './client';
import { applyPendingMigrations } from './migrator/apply';
import { loadMigrations } from './migrator/files';
import { setTenantSearchPath, tenantSchemaName } from './tenancy';
import { departments, designations } from './tenant/schema';

/**
 * Creates the company's schema inside the caller's transaction: schema, every tenant migration, the
 * default departments and designations. Leaves search_path on the new schema so the caller can add
 * the owner in the same transaction; a failure anywhere rolls all of it back.
 */
export async function provisionTenantSchema(tx: Tx, companyId: number): Promise<void> {
  const schemaName = tenantSchemaName(companyId);
  await tx.execute(sql.raw(`create schema "${schemaName}"`));
  await setTenantSearchPath(tx, companyId);
  await applyPendingMigrations(tx, schemaName, loadMigrations('tenant'));
  await tx
    .insert(departments)
    .values(DEFAULT_DEPARTMENTS.map((name, position) => ({ name, position, isDefault: true })));
  await tx
    .insert(designations)
    .values(DEFAULT_DESIGNATIONS.map((name, position) => ({ name, position, isDefault: true })));
}

export async function dropTenantSchema(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql.raw(`drop schema if exists "${tenantSchemaName(companyId)}" cascade`));
}
