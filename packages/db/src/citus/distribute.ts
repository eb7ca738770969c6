/**
 * Makes every company schema that is still an ordinary schema a Citus distributed schema, placed
 * whole on one worker: the companies that existed before the database became a Citus coordinator,
 * or were created while schema-based sharding was off (infra/scale-out.md).
 */
import { sql } from 'drizzle-orm';

import type { DatabaseHandle } from '../client';
import { companies } from '../platform/schema';
import { tenantSchemaName } from '../tenancy';

export interface DistributeResult {
  /** Company schemas distributed by this run. */
  distributed: string[];
  /** Company schemas that were distributed already. */
  already: number;
}

/** Whether the database is a Citus coordinator (it has the extension and knows its workers). */
export async function isCitusCoordinator(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.execute<{ citus: boolean }>(
    sql`select exists (select 1 from pg_extension where extname = 'citus') as citus`,
  );
  return row!.citus;
}

/**
 * Distributes each company schema not distributed yet, one transaction per company, so a failure
 * leaves every company either where it was or distributed. The local copy Citus leaves behind is
 * emptied in the same transaction, so the coordinator's disk is given back.
 */
export async function distributeTenantSchemas(
  handle: DatabaseHandle,
  log: (message: string) => void = () => {},
): Promise<DistributeResult> {
  const rows = await handle.db.select({ id: companies.id }).from(companies).orderBy(companies.id);
  const present = await handle.db.execute<{ schema: string }>(
    sql`select schema_name::text as schema from citus_schemas`,
  );
  const distributedAlready = new Set(present.map((row) => row.schema));
  const distributed: string[] = [];
  for (const { id } of rows) {
    const schema = tenantSchemaName(id);
    if (distributedAlready.has(schema)) continue;
    await handle.db.transaction(async (tx) => {
      // The tenant triggers only touch their own schema, which Citus keeps on one worker (decision 0034).
      await tx.execute(sql`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
      // Copying the rows to the worker must not fire the triggers there (they would count and log
      // every row again, and may name a table not copied yet). SET LOCAL reaches the workers.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select citus_schema_distribute(${schema}::regnamespace)`);
      await tx.execute(sql`select truncate_local_data_after_distributing_table(c.oid)
        from pg_class c where c.relnamespace = ${schema}::regnamespace and c.relkind = 'r'`);
    });
    distributed.push(schema);
    log(`${schema}: distributed`);
  }
  return { distributed, already: rows.length - distributed.length };
}
