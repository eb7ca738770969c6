/** The log of changed records the global search's kept indexes read (docs/decisions/0026). */
import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';

import { tenantSchemaName, withTenant } from '../tenancy';
import { databaseTest, provisionTestCompany } from '../testing';
import { WHOLE_TABLE_CHANGED } from './search-changes';

interface Logged {
  table_name: string;
  record_id: string;
  xact: string;
}

/**
 * `companyId`: the file's company, there before the first test; `run`: a statement in its schema;
 * `logged`: its log of changes as stored.
 */
const it = databaseTest({ max: 4 })
  .extend('companyId', { scope: 'file', auto: true }, ({ database }) => provisionTestCompany(database.db, 'changes'))
  .extend(
    'run',
    { scope: 'file' },
    ({ database, companyId }) =>
      (statement: string) =>
        withTenant(database.db, companyId, (tx) => tx.execute<Record<string, unknown>>(sql.raw(statement))),
  )
  .extend(
    'logged',
    { scope: 'file' },
    ({ database, companyId }) =>
      async () =>
        withTenant(database.db, companyId, (tx) =>
          tx.execute<Logged & Record<string, unknown>>(
            sql`select table_name, record_id, xact::text from search_changes`,
          ),
        ).then((rows) => [...rows]),
  );

describe('search changes', () => {
  it("logs every inserted, updated and deleted record's id with its writer's transaction", async ({
    database,
    companyId,
    run,
    logged,
  }) => {
    const [written] = await withTenant(database.db, companyId, async (tx) => {
      await tx.execute(sql`insert into brands (name) values ('Nova Foods'), ('Kite Labs')`);
      await tx.execute(sql`insert into leads (brand_id, client_name) select id, 'Client of ' || name from brands`);
      // Named through a tenant table, so on a Citus cluster the worker holding the schema answers.
      return tx.execute<{ xact: string }>(sql`select pg_current_xact_id()::text as xact from brands limit 1`);
    });
    const inserts = await logged();
    expect(inserts.map((row) => row.table_name).sort()).toEqual(['brands', 'brands', 'leads', 'leads']);
    expect(new Set(inserts.map((row) => row.xact))).toEqual(new Set([written!.xact]));

    const ids = async (statement: string) => (await run(statement)).map((row) => String(row.id));
    const [lead] = await ids(`select id from leads where client_name = 'Client of Nova Foods'`);
    const [kite] = await ids(`select id from brands where name = 'Kite Labs'`);
    const [kiteLead] = await ids(`select id from leads where brand_id = '${kite}'`);
    await run(`update leads set comment = 'called' where id = '${lead}'`);
    await run(`delete from leads where id = '${kiteLead}'`);
    await run(`delete from brands where id = '${kite}'`);
    const after = (await logged()).slice(inserts.length).map((row) => `${row.table_name} ${row.record_id}`);
    expect(after).toContain(`leads ${lead}`);
    expect(after).toContain(`leads ${kiteLead}`);
    expect(after).toContain(`brands ${kite}`);
  });

  it('logs the whole table once for a writer deferring its change counts (an import), not each record', async ({
    database,
    companyId,
    logged,
  }) => {
    const before = (await logged()).length;
    await withTenant(database.db, companyId, async (tx) => {
      await tx.execute(sql`set local app.deferred_change_counts = on`);
      for (let batch = 0; batch < 3; batch++)
        await tx.execute(
          sql`insert into leads (brand_id, client_name) select id, 'Imported ' || g from brands, generate_series(1, 50) g`,
        );
    });
    const after = (await logged()).slice(before);
    expect(after.map((row) => [row.table_name, row.record_id])).toEqual([['leads', WHOLE_TABLE_CHANGED]]);
  });

  it("names the log through the written table, whatever the writer's search_path", async ({
    database,
    companyId,
    logged,
  }) => {
    const before = (await logged()).length;
    await database.db.execute(
      sql.raw(
        `insert into "${tenantSchemaName(companyId)}".users (name, email, role) values ('Una', 'una@changes.test', 'team_member')`,
      ),
    );
    const after = await logged();
    expect(after.slice(before).map((row) => row.table_name)).toEqual(['users']);
  });

  it('drops rows older than an hour now and then, without waiting on a writer holding some', async ({
    database,
    companyId,
    run,
    logged,
  }) => {
    await run(`update search_changes set changed_at = now() - interval '2 hours'`);
    const old = (await logged()).length;
    // Another writer holds some old rows (as its own prune would) until it ends.
    const held = database.sql.reserve();
    const holder = await held;
    await holder.unsafe('begin');
    await holder.unsafe(
      `select 1 from "${tenantSchemaName(companyId)}".search_changes order by xact limit 1 for update`,
    );
    try {
      // One writing statement in a hundred prunes; the seed makes the draw the same every run.
      await withTenant(database.db, companyId, async (tx) => {
        // Seeded where the triggers run: naming a tenant table sends it to the node holding the
        // schema (on a Citus cluster a statement naming none would seed the coordinator only).
        await tx.execute(sql`select setseed(0.5) from brands limit 1`);
        for (let i = 0; i < 300; i++) await tx.execute(sql`update brands set website = ${`https://nova${i}.example`}`);
      });
    } finally {
      await holder.unsafe('rollback');
      holder.release();
    }
    const left = await withTenant(database.db, companyId, (tx) =>
      tx.execute<{
        old: number;
        recent: number;
      }>(sql`select count(*) filter (where changed_at < now() - interval '1 hour')::int as old,
        count(*) filter (where changed_at >= now() - interval '1 hour')::int as recent from search_changes`),
    );
    // Only the held row is left of the old ones; the 300 updates' rows are all there.
    expect(old).toBeGreaterThan(1);
    expect(left[0]).toEqual({ old: 1, recent: 300 });
  });
});
