/**
 * Retention: events older than the configured number of days (SECURITY_LOG_RETENTION_DAYS,
 * default 365) are deleted once a day, from every company's log and the platform's. Deleting old
 * rows is the only change the logs allow. Each batch is its own short transaction, so pruning a
 * year's backlog never holds one long transaction nor locks more than a batch.
 */
import { SECURITY_LOG } from '@app/contracts';
import { asc, platformTables, sql, tenantTables, withTenant, type Executor, type NoRows } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { SecurityEventsTable } from './read';

/** Daily, at a quiet hour (UTC), one run across servers (the job runner's schedules). */
export const SECURITY_LOG_PRUNE_CRON = '23 3 * * *';

/** Rows deleted per statement. */
export const PRUNE_BATCH = 5_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One batch of events older than `cutoff`, oldest first (read off the (at, id) index). */
async function pruneBatch(db: Executor, table: SecurityEventsTable, cutoff: Date, batch: number): Promise<number> {
  const deleted = await db.execute<NoRows>(sql`
    delete from ${table} where id in (
      select id from ${table} where at < ${cutoff.toISOString()}::timestamptz order by at limit ${batch})`);
  return deleted.count;
}

/** Batches until one comes back short: what is left is younger than the cutoff. */
async function pruneAll(run: () => Promise<number>, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await run();
    total += deleted;
    if (deleted < batch) return total;
  }
}

export interface PruneResult {
  deleted: number;
  /** Companies whose log could not be pruned this time (logged; the next run tries again). */
  failed: number;
}

/** Prunes the platform's log and every company's; one company's failure does not stop the others. */
export async function pruneSecurityLogs(
  deps: AppDeps,
  retentionDays: number = deps.config.securityLogRetentionDays ?? SECURITY_LOG.defaultRetentionDays,
  batch = PRUNE_BATCH,
): Promise<PruneResult> {
  const cutoff = new Date(deps.now().getTime() - retentionDays * DAY_MS);
  const { platformSecurityEvents, companies } = platformTables;
  let deleted = await pruneAll(() => pruneBatch(deps.db, platformSecurityEvents, cutoff, batch), batch);
  let failed = 0;
  const rows = await deps.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  for (const { id } of rows) {
    try {
      deleted += await pruneAll(
        () => withTenant(deps.db, id, (tx) => pruneBatch(tx, tenantTables.securityEvents, cutoff, batch)),
        batch,
      );
    } catch (error) {
      // A company deleted since the list was read has no schema left; anything else waits for tomorrow.
      failed += 1;
      deps.log.error({ companyId: id, reason: String(error) }, 'security log pruning failed');
    }
  }
  return { deleted, failed };
}
