/**
 * A removed field's values leave its records a batch at a time. The removal strips the first batch
 * in its own transaction, so on most companies the values are gone when it answers; on a large one
 * the rest goes in the background (the 'crm.custom-field-cleanup' job), one short transaction per
 * batch, so removing a field takes well under a second and never holds the table for long.
 * Until then the name cannot be used again (createColumn asks `hasHolders`).
 */
import type { CustomColumnEntity } from '@app/contracts';
import { inArray, JOB_QUEUES, sql, withTenant, type Executor } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { recordTableOf } from './tables';

export const CLEANUP_BATCH = 2_000;

export interface CleanupJob {
  companyId: number;
  entity: CustomColumnEntity;
  name: string;
}

/** Strips the field from up to one batch of records; answers how many were written. */
export async function stripBatch(tx: Executor, entity: string, name: string): Promise<number> {
  const table = recordTableOf(entity);
  const holders = tx
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.customFields} ? ${name}`)
    .limit(CLEANUP_BATCH);
  const written = await tx
    .update(table)
    .set({ customFields: sql`${table.customFields} - ${name}` })
    .where(inArray(table.id, holders))
    .returning({ id: table.id });
  return written.length;
}

/** Whether any record still holds a value under the name (a removal still under way). */
export async function hasHolders(tx: Executor, entity: string, name: string): Promise<boolean> {
  const table = recordTableOf(entity);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.customFields} ? ${name}`)
    .limit(1);
  return row !== undefined;
}

/** The removal's part: one batch now, the rest queued in the same transaction if there is more. */
export async function stripRemovedField(deps: AppDeps, tx: Executor, job: CleanupJob): Promise<void> {
  if ((await stripBatch(tx, job.entity, job.name)) < CLEANUP_BATCH) return;
  await deps.jobs.send(JOB_QUEUES.customFieldCleanup.name, job, { tx });
}

/** The job: batches in their own transactions until no record holds the field. */
export async function cleanupCustomField(deps: AppDeps, job: CleanupJob): Promise<void> {
  for (;;) {
    const written = await withTenant(deps.db, job.companyId, (tx) => stripBatch(tx, job.entity, job.name));
    if (written < CLEANUP_BATCH) return;
  }
}
