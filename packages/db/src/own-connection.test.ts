import { describe, expect } from 'vitest';

import { sql } from 'drizzle-orm';

import { connectDatabase, type Database } from './client';
import { migrateAll } from './migrator/migrate';
import { openOwnConnection, withOwnConnection } from './own-connection';
import { companies } from './platform/schema';
import { provisionTenantSchema } from './provision';
import { databaseTest, migrationsWithExtraTenantMigration } from './testing';

const backendOf = async (db: Database) => {
  const [row] = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  return Number(row!.pid);
};

/** `isConnected`: whether a backend is still connected to the file's database. */
const it = databaseTest({ max: 1 }).extend('isConnected', { scope: 'file' }, ({ database }) => async (pid: number) => {
  const rows = await database.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`);
  return rows.length > 0;
});

describe('work on a connection of its own', () => {
  it('runs on a backend outside the pool, which is gone once the work ends', async ({ database, isConnected }) => {
    const pooled = await backendOf(database.db);
    const own = await withOwnConnection(database.db, backendOf);
    expect(own).not.toBe(pooled);
    expect(await isConnected(own)).toBe(false);
    expect(await backendOf(database.db)).toBe(pooled);
  });

  it('closes the connection when the work fails too, and passes the failure on', async ({ database, isConnected }) => {
    let own = 0;
    const failure = await withOwnConnection(database.db, async (db) => {
      own = await backendOf(db);
      await db.execute(sql`select 1 / 0`);
    }).catch((error: unknown) => error);
    expect(String((failure as Error).cause ?? failure)).toMatch(/division by zero/);
    expect(own).toBeGreaterThan(0);
    expect(await isConnected(own)).toBe(false);
  });

  it('is kept for as long as the work needs it, however short the pool connections live', async ({ database }) => {
    // The migration lock is held by such a connection: replacing it would let a second migrator in.
    const pool = connectDatabase(database.url, { max: 1, maxLifetimeSeconds: 0.2 });
    const own = openOwnConnection(pool.db);
    try {
      const ownPid = async () => Number((await own`select pg_backend_pid() as pid`)[0]!.pid);
      const first = await ownPid();
      // Waits until the pool's connection has been replaced twice (each lives 0.2–0.3 s), by which
      // time a connection that took the pool's lifetime would have been replaced too.
      const seen = new Set([await backendOf(pool.db)]);
      for (let tries = 0; seen.size < 3 && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.add(await backendOf(pool.db));
      }
      expect(seen.size).toBe(3);
      expect(await ownPid()).toBe(first);
    } finally {
      await own.end();
      await pool.close();
    }
  });
});

describe('migrating every company', () => {
  it('replaces its connection after each batch of schemas, never using the pool', async ({ database, isConnected }) => {
    for (const subdomain of ['one', 'two', 'three', 'four', 'five']) {
      await database.db.transaction(async (tx) => {
        const [row] = await tx.insert(companies).values({ name: subdomain, subdomain }).returning();
        await provisionTenantSchema(tx, row!.id);
      });
    }
    // The new migration writes down which backend ran it, in each schema.
    const root = migrationsWithExtraTenantMigration('backend_probe', [
      'CREATE TABLE "backend_probe" AS SELECT pg_backend_pid() AS pid;',
    ]);
    const result = await migrateAll(database, { migrationsRoot: root, concurrency: 1, schemasPerConnection: 2 });
    expect(result.tenantApplied).toBe(5);

    const schemas = await database.db.execute<{ name: string }>(
      sql`select nspname as name from pg_namespace where nspname like 'tenant\_%' order by 1`,
    );
    const backends = new Set<number>();
    for (const { name } of schemas) {
      const [row] = await database.db.execute<{ pid: number }>(sql.raw(`select pid from "${name}".backend_probe`));
      backends.add(Number(row!.pid));
    }
    expect(backends.size).toBe(3); // 2 + 2 + 1
    expect(backends.has(await backendOf(database.db))).toBe(false);
    for (const pid of backends) expect(await isConnected(pid)).toBe(false);
  });
});
