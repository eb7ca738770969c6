import { sql } from 'drizzle-orm';

import type { Database, DatabaseHandle } from '../client';
import { openOwnConnection, withOwnConnection } from '../own-connection';
import { companies } from '../platform/schema';
import { setTenantSearchPath, tenantSchemaName } from '../tenancy';
import { applyPendingMigrations } from './apply';
import { loadMigrations } from './files';
import { installJobQueue } from '../jobs/install';

/** Serialises migrators: two servers starting together never migrate the same schema twice. */
const MIGRATION_LOCK_KEY = 7_341_001;

/**
 * Tenant schemas migrated on one connection before it is closed and another opened: migrating a
 * schema fills the connection's catalog caches with its relations (own-connection.ts), so a
 * connection that went through thousands of schemas would hold all of them. Opening one costs a few
 * milliseconds.
 */
const SCHEMAS_PER_CONNECTION = 100;

export interface MigrateProgress {
  done: number;
  total: number;
  applied: number;
}

export interface MigrateOptions {
  /** Tenant schemas migrated at once. */
  concurrency?: number;
  onProgress?: (progress: MigrateProgress) => void;
  log?: (message: string) => void;
  /** Tenant schemas migrated on one connection before it is replaced (SCHEMAS_PER_CONNECTION). */
  schemasPerConnection?: number;
  /** Folder holding platform/ and tenant/ (defaults to the repository's drizzle/). */
  migrationsRoot?: string;
}

export interface MigrateResult {
  platformApplied: number;
  tenantSchemas: number;
  tenantApplied: number;
}

/**
 * Applies the platform migrations, then the tenant migrations to every company's schema. Each schema
 * migrates in its own transaction with its own journal, so a crash leaves every schema either
 * before or after a migration, and the next run continues where this one stopped.
 */
export async function migrateAll(handle: DatabaseHandle, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  // The lock lives on a connection of its own so that the pool stays free for the work.
  const lock = openOwnConnection(handle.sql);
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    const platformApplied = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('search_path', 'public', true)`);
      return applyPendingMigrations(tx, 'public', loadMigrations('platform', options.migrationsRoot));
    });
    log(`platform: ${platformApplied} migration(s) applied`);
    await installJobQueue(handle);

    const tenantMigrations = loadMigrations('tenant', options.migrationsRoot);
    const rows = await handle.db.select({ id: companies.id }).from(companies).orderBy(companies.id);
    const total = rows.length;
    let done = 0;
    let tenantApplied = 0;
    const queue = rows.map((r) => r.id);
    const perConnection = options.schemasPerConnection ?? SCHEMAS_PER_CONNECTION;
    const migrateSome = async (db: Database) => {
      for (let served = 0; served < perConnection && queue.length > 0; served++) {
        const companyId = queue.shift()!;
        const applied = await db.transaction(async (tx) => {
          await setTenantSearchPath(tx, companyId);
          return applyPendingMigrations(tx, tenantSchemaName(companyId), tenantMigrations);
        });
        // Added after the await: `total += await x` would read the total before other workers add to it.
        tenantApplied += applied;
        done += 1;
        options.onProgress?.({ done, total, applied: tenantApplied });
      }
    };
    const worker = async () => {
      while (queue.length > 0) await withOwnConnection(handle.db, migrateSome);
    };
    const concurrency = Math.max(1, Math.min(options.concurrency ?? 4, total || 1));
    await Promise.all(Array.from({ length: concurrency }, worker));
    log(`tenants: ${total} schema(s) checked, ${tenantApplied} migration(s) applied`);
    return { platformApplied, tenantSchemas: total, tenantApplied };
  } finally {
    // Ending the connection releases the session-level lock.
    await lock.end();
  }
}
