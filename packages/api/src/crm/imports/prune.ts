/**
 * Daily: CSV uploads never started (status 'uploaded') and older than
 * IMPORT_LIMITS.abandonedAfterMs, in every company's schema. The history already hides them from
 * everyone (reads.ts); what they still hold is their file, up to IMPORT_LIMITS.maxFileBytes in
 * import_file_chunks. Deleting the import row takes its chunks with it (on delete cascade); the
 * file is kept nowhere else, so there is nothing to remove from the file storage.
 *
 * The same run forgets the notes of imports too old to be undone (pruneRevertNotes).
 *
 * Each company is pruned in its own transaction bound to its own schema (withTenant): a company's
 * uploads are never looked for through another's. One company's failure does not stop the others;
 * the next run tries it again.
 */
import { IMPORT_LIMITS } from '@app/contracts';
import { and, asc, eq, inArray, lt, platformTables, tenantTables, withTenant, type Executor } from '@app/db';

import type { AppDeps } from '../../core/deps';

const { imports, importChanges } = tenantTables;

/** Daily, at a quiet hour (UTC), one run across servers; not the minute of the other prune jobs. */
export const IMPORTS_PRUNE_CRON = '53 3 * * *';

/**
 * Deletes this schema's abandoned uploads; answers how many. An upload being started at the same
 * moment is safe either way: the start locks the row and moves it out of 'uploaded', and the delete
 * re-reads the status of a row it had to wait for, so it skips it.
 */
export async function pruneAbandonedUploads(tx: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IMPORT_LIMITS.abandonedAfterMs);
  const gone = await tx
    .delete(imports)
    .where(and(eq(imports.status, 'uploaded'), lt(imports.createdAt, before)))
    .returning({ id: imports.id });
  return gone.length;
}

/**
 * Forgets what imports wrote once they can no longer be undone (IMPORT_LIMITS.revertWithinMs after
 * they finished): those notes hold a copy of every row an import updated.
 */
export async function pruneRevertNotes(tx: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IMPORT_LIMITS.revertWithinMs);
  const expired = tx.select({ id: imports.id }).from(imports).where(lt(imports.finishedAt, before));
  await tx.delete(importChanges).where(inArray(importChanges.importId, expired));
}

export async function pruneAbandonedImports(deps: AppDeps): Promise<{ deleted: number; failed: number }> {
  const { companies } = platformTables;
  const rows = await deps.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  const now = deps.now();
  let deleted = 0;
  let failed = 0;
  for (const { id } of rows) {
    try {
      deleted += await withTenant(deps.db, id, async (tx) => {
        await pruneRevertNotes(tx, now);
        return pruneAbandonedUploads(tx, now);
      });
    } catch (error) {
      failed += 1;
      deps.log.error({ companyId: id, reason: String(error) }, 'abandoned imports pruning failed');
    }
  }
  if (deleted > 0) deps.log.info(`abandoned import uploads deleted: ${deleted}`);
  return { deleted, failed };
}
