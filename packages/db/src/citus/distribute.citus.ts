/**
 * `npm run db:distribute` on a Citus cluster: a company created while schema-based sharding was off
 * (as every company of a database that became a coordinator later) is distributed with its rows,
 * triggers and all, and a second run changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companies } from '../platform/schema';
import { provisionTenantSchema } from '../provision';
import { tenantSchemaName, withTenant } from '../tenancy';
import { createTestDatabase, provisionTestCompany, type TestDatabase } from '../testing';
import { distributeTenantSchemas, isCitusCoordinator } from './distribute';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ max: 3 });
});
afterAll(async () => {
  await database.destroy();
});

/** A company provisioned as on one node: its schema an ordinary one, on the coordinator. */
const localCompany = (subdomain: string) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('citus.enable_schema_based_sharding', 'off', true)`);
    const [row] = await tx.insert(companies).values({ name: subdomain, subdomain }).returning();
    await provisionTenantSchema(tx, row!.id);
    return row!.id;
  });

const distributedSchemas = async () =>
  (await database.db.execute<{ schema: string }>(sql`select schema_name::text as schema from citus_schemas`)).map(
    (row) => row.schema,
  );

const countersOf = async (companyId: number) =>
  withTenant(database.db, companyId, (tx) =>
    tx.execute<{ changes: number }>(sql`select changes::int from change_counters where table_name = 'brands'`),
  ).then((rows) => rows[0]?.changes ?? 0);

describe('distributing company schemas', () => {
  it('distributes a company kept on the coordinator, with its rows and working triggers, once', async () => {
    expect(await isCitusCoordinator(database)).toBe(true);
    const sharded = await provisionTestCompany(database.db, 'sharded');
    const local = await localCompany('local');
    expect(await distributedSchemas()).toEqual([tenantSchemaName(sharded)]);
    await withTenant(database.db, local, (tx) => tx.execute(sql`insert into brands (name) values ('Before Move')`));
    const countedBefore = await countersOf(local);

    const result = await distributeTenantSchemas(database);
    expect(result).toEqual({ distributed: [tenantSchemaName(local)], already: 1 });
    expect((await distributedSchemas()).sort()).toEqual([tenantSchemaName(sharded), tenantSchemaName(local)].sort());
    const [placed] = await database.db.execute<{ nodes: number; coordinator: boolean }>(sql`select
        count(distinct nodeport)::int as nodes, bool_or(nodeport = inet_server_port()) as coordinator
      from citus_shards where table_name::text like ${`${tenantSchemaName(local)}.%`}`);
    expect(placed).toEqual({ nodes: 1, coordinator: false });

    // Its rows came along, and its triggers run on the worker.
    await withTenant(database.db, local, (tx) => tx.execute(sql`insert into brands (name) values ('After Move')`));
    const names = await withTenant(database.db, local, (tx) =>
      tx.execute<{ name: string }>(sql`select name from brands order by name`),
    );
    expect(names.map((row) => row.name)).toEqual(['After Move', 'Before Move']);
    expect(await countersOf(local)).toBe(countedBefore + 1);

    expect(await distributeTenantSchemas(database)).toEqual({ distributed: [], already: 2 });
  });
});
