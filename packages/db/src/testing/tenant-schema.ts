/** Companies for the database package's own tests: provisioned as company creation does, or taken back to an earlier schema. */
import { sql } from 'drizzle-orm';

import type { Database } from '../client';
import { applyPendingMigrations } from '../migrator/apply';
import type { Migration } from '../migrator/files';
import { companies } from '../platform/schema';
import { provisionTenantSchema } from '../provision';
import { setTenantSearchPath, tenantSchemaName } from '../tenancy';

/** A company row and its tenant schema, every migration applied; answers the company's id. */
export const provisionTestCompany = (db: Database, subdomain: string): Promise<number> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(companies).values({ name: subdomain, subdomain }).returning();
    await provisionTenantSchema(tx, row!.id);
    return row!.id;
  });

/**
 * Takes a company's schema back to where it stood with only `applied` run (emptied, then those
 * applied), so a test can see what db:migrate does to a company that existed before the rest.
 */
export async function rewindTenantSchema(db: Database, companyId: number, applied: Migration[]): Promise<void> {
  const schema = tenantSchemaName(companyId);
  await db.execute(sql.raw(`drop schema "${schema}" cascade; create schema "${schema}"`));
  await db.transaction(async (tx) => {
    await setTenantSearchPath(tx, companyId);
    await applyPendingMigrations(tx, schema, applied);
  });
}
