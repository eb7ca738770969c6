import { sql } from 'drizzle-orm';
import postgres from 'postgres';

import type { DatabaseHandle } from '../client';
import { companies } from '../platform/schema';
import { setTenantSearchPath, tenantSchemaName } from '../tenancy';
import { applyPendingMigrations } from './apply';
import { loadMigrations } from './files';
import { installJobQueue } from '../jobs/install';

/** Serialises migrators: two servers starting together never migrate the same schema twice. */
const MIGRATION_LOCK_KEY = 7_341_001;

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
  const lock = postgres({ ...handle.sql.options, max: 1 } as unknown as postgres.Options<Record<string, never>>);
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
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const companyId = id;
        const applied = await handle.db.transaction(async (tx) => {
          await setTenantSearchPath(tx, companyId);
          return applyPendingMigrations(tx, tenantSchemaName(companyId), tenantMigrations);
        });
        // Added after the await: `total += await x` would read the total before other workers add to it.
        tenantApplied += applied;
        done += 1;
        options.onProgress?.({ done, total, applied: tenantApplied });
      }
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
