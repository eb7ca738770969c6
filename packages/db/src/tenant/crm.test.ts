import { describe, expect } from 'vitest';
import { asc, sql } from 'drizzle-orm';

import { loadMigrations } from '../migrator/files';
import { migrateAll } from '../migrator/migrate';
import { withTenant } from '../tenancy';
import { databaseTest, provisionTestCompany, rewindTenantSchema, type TestDatabase } from '../testing';
import { customColumns } from './schema';

const it = databaseTest({ max: 1 });

const builtIns = (database: TestDatabase, companyId: number) =>
  withTenant(database.db, companyId, (tx) =>
    tx
      .select({
        name: customColumns.name,
        isSystem: customColumns.isSystem,
        isDefault: customColumns.isDefault,
        position: customColumns.position,
      })
      .from(customColumns)
      .orderBy(asc(customColumns.position)),
  );

const EXPECTED = [
  { name: 'name', isSystem: true, isDefault: false, position: 0 },
  { name: 'industry', isSystem: false, isDefault: true, position: 1 },
  { name: 'phone', isSystem: false, isDefault: true, position: 2 },
  { name: 'website', isSystem: true, isDefault: true, position: 3 },
  { name: 'brandOwner', isSystem: true, isDefault: false, position: 4 },
  { name: 'createdAt', isSystem: true, isDefault: false, position: 5 },
];

describe('CRM tables', () => {
  it('a new company starts with the built-in brand columns', async ({ database }) => {
    const id = await provisionTestCompany(database.db, 'crmnew');
    expect(await builtIns(database, id)).toEqual(EXPECTED);
  });

  it('db:migrate gives a company that existed before the CRM its tables and built-in columns', async ({ database }) => {
    const id = await provisionTestCompany(database.db, 'crmold');
    // Take the schema back to where it stood before the CRM: only its first migration applied.
    const tenantMigrations = loadMigrations('tenant');
    await rewindTenantSchema(database.db, id, tenantMigrations.slice(0, 1));
    const result = await migrateAll(database);
    expect(result.tenantApplied).toBe(tenantMigrations.length - 1);
    expect(await builtIns(database, id)).toEqual(EXPECTED);
  });

  it('trigram search indexes resolve gin_trgm_ops from the platform schema', async ({ database }) => {
    const [ext] = await database.db.execute<{ nspname: string }>(
      sql`select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
    );
    expect(ext?.nspname).toBe('public');
    const rows = await database.db.execute(
      sql`select 1 from pg_indexes where indexname = 'brands_name_trgm_idx' and schemaname like 'tenant_%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
