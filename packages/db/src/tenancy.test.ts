import { describe, expect } from 'vitest';

import { sql } from 'drizzle-orm';

import { migrateAll } from './migrator/migrate';
import { loadMigrations } from './migrator/files';
import { companies } from './platform/schema';
import { dropTenantSchema, provisionTenantSchema } from './provision';
import { withTenant } from './tenancy';
import { departments, users } from './tenant/schema';
import { databaseTest, migrationsWithExtraTenantMigration } from './testing';
import * as platform from './platform/schema';
import * as tenant from './tenant/schema';
import { getTableName, is, Table } from 'drizzle-orm';

/** `newCompany`: a company provisioned with its owner, as company creation does; answers its id. */
const it = databaseTest({ max: 1 }).extend(
  'newCompany',
  { scope: 'file' },
  ({ database }) =>
    (subdomain: string): Promise<number> =>
      database.db.transaction(async (tx) => {
        const [row] = await tx.insert(companies).values({ name: subdomain, subdomain }).returning({ id: companies.id });
        await provisionTenantSchema(tx, row!.id);
        await tx
          .insert(users)
          .values({ name: `Owner of ${subdomain}`, email: `owner@${subdomain}.test`, role: 'owner' });
        return row!.id;
      }),
);

describe('tenant schemas', () => {
  it('keeps platform and tenant table names apart, since tenant transactions also search public', () => {
    const names = (tables: object) =>
      Object.values(tables)
        .filter((t) => is(t, Table))
        .map((t) => getTableName(t as Table));
    const overlap = names(tenant).filter((n) => names(platform).includes(n));
    expect(overlap).toEqual([]);
  });

  it('provisions a schema with defaults, and one pooled connection serves A then B without leaking the path', async ({
    database,
    newCompany,
  }) => {
    const a = await newCompany('alpha');
    const b = await newCompany('bravo');
    const seen: string[] = [];
    for (const id of [a, b, a, b]) {
      const owner = await withTenant(database.db, id, async (tx) => {
        const [schema] = await tx.execute<{ current_schema: string }>(sql`select current_schema()`);
        seen.push(schema!.current_schema);
        return (await tx.select().from(users))[0]!;
      });
      expect(owner.email).toBe(`owner@${id === a ? 'alpha' : 'bravo'}.test`);
    }
    expect(seen).toEqual([`tenant_${a}`, `tenant_${b}`, `tenant_${a}`, `tenant_${b}`]);
    // Outside a tenant transaction the same (single) connection is back on public.
    const [after] = await database.db.execute<{ current_schema: string }>(sql`select current_schema()`);
    expect(after!.current_schema).toBe('public');
    const defaults = await withTenant(database.db, a, (tx) => tx.select().from(departments));
    expect(defaults.map((d) => d.name)).toContain('Engineering');
    expect(defaults.every((d) => d.isDefault && d.isActive)).toBe(true);
  });

  it('leaves nothing behind when provisioning fails midway', async ({ database }) => {
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = await tx.insert(companies).values({ name: 'x', subdomain: 'charlie' }).returning();
        await provisionTenantSchema(tx, row!.id);
        throw new Error('owner insert failed');
      }),
    ).rejects.toThrow('owner insert failed');
    const rows = await database.db
      .select()
      .from(companies)
      .where(sql`subdomain = 'charlie'`);
    expect(rows).toEqual([]);
    const schemas = await database.db.execute(
      sql`select 1 from pg_namespace where nspname like 'tenant_%' and nspname not in (select 'tenant_' || id from companies)`,
    );
    expect(schemas.length).toBe(0);
  });

  it('migrates idempotently and drops a schema on deletion', async ({ database, newCompany }) => {
    const first = await migrateAll(database);
    expect(first.platformApplied).toBe(0);
    expect(first.tenantApplied).toBe(0);
    expect(first.tenantSchemas).toBeGreaterThanOrEqual(2);

    const id = await newCompany('delta');
    await database.db.transaction(async (tx) => {
      await dropTenantSchema(tx, id);
      await tx.delete(companies).where(sql`id = ${id}`);
    });
    const left = await database.db.execute(sql`select 1 from pg_namespace where nspname = ${`tenant_${id}`}`);
    expect(left.length).toBe(0);
  });

  it('resumes: a schema missing its journal rows gets the migration re-applied on the next run', async ({
    database,
    newCompany,
  }) => {
    const id = await newCompany('echo');
    // Simulate a crash before this schema was migrated: remove its tables and its journal.
    await database.db.execute(sql.raw(`drop schema "tenant_${id}" cascade; create schema "tenant_${id}"`));
    const result = await migrateAll(database);
    expect(result.tenantApplied).toBe(loadMigrations('tenant').length);
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = ${`tenant_${id}`} order by 1`,
    );
    // Every table the tenant schema declares, and the migration journal.
    const declared = Object.values(tenant)
      .filter((value) => is(value, Table))
      .map((table) => getTableName(table as Table));
    expect(tables.map((t) => t.table_name)).toEqual([...declared, 'schema_migrations'].sort());
  });
});

describe('a new tenant migration', () => {
  it('reaches every schema and is counted once per schema, with several workers at once', async ({
    database,
    newCompany,
  }) => {
    for (const sub of ['golf', 'hotel', 'india', 'juliet', 'kilo', 'lima']) await newCompany(sub);
    const [counted] = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
    const n = counted!.n;
    const root = migrationsWithExtraTenantMigration('probe', ['ALTER TABLE "users" ADD COLUMN "probe" text;']);

    const result = await migrateAll(database, { migrationsRoot: root, concurrency: 4 });
    expect(result.tenantSchemas).toBe(n);
    expect(result.tenantApplied).toBe(n);
    const withColumn = await database.db.execute(
      sql`select 1 from information_schema.columns where table_name = 'users' and column_name = 'probe' and table_schema like 'tenant_%'`,
    );
    expect(withColumn.length).toBe(n);
  });
});

describe('statement plans', () => {
  it('plans every run of a prepared tenant statement for its own values (decision 0018)', async ({
    database,
    newCompany,
  }) => {
    const id = await newCompany('plans');
    const modes = await withTenant(database.db, id, (tx) => tx.execute(sql`show plan_cache_mode`));
    expect(modes[0]).toEqual({ plan_cache_mode: 'force_custom_plan' });
  });
});

describe('statements sent together', () => {
  it('fail with the first failure, not with the "transaction is aborted" of those after it', async ({
    database,
    newCompany,
  }) => {
    const id = await newCompany('together');
    const failure = await withTenant(database.db, id, async (tx) => {
      const first = tx.execute(sql`select 1 / 0`);
      first.then(
        () => {},
        () => {},
      );
      // Only the later statement is awaited, so its refusal is what reaches withTenant first.
      await tx.execute(sql`select count(*) from users`);
    }).catch((error: unknown) => error);
    const codes: unknown[] = [];
    for (let e = failure as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
      codes.push(e.code);
    expect(codes).toContain('22012');
    expect(codes).not.toContain('25P02');
  });
});
