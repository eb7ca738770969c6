/**
 * Asking to undo a completed import: owners and admins, or whoever ran it, within
 * IMPORT_LIMITS.revertWithinMs of its end, once. The request queues the work (revert-run.ts) and
 * records itself in the security log; progress and the summary are kept on the import (`revert`).
 */
import { IMPORT_LIMITS, MESSAGES } from '@app/contracts';
import { count, eq, JOB_QUEUES, tenantTables, type ImportRevert } from '@app/db';

import { AppError } from '../../core/errors';
import { personIdOf } from '../../core/middlewares/auth';
import { recordCallerEvent } from '../../kit/security-log';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { findImport } from './reads';
import { importFacts } from './security-events';

const { imports, importChanges } = tenantTables;
const m = MESSAGES.crm.imports;

export async function requestRevert(ctx: TenantContext, id: string) {
  const row = await findImport(ctx.tx, id, true);
  const person = personIdOf(ctx.actor);
  const manages = ctx.actor.role === 'owner' || ctx.actor.role === 'admin';
  if (!manages && (person === null || row.createdBy !== person)) throw new AppError('FORBIDDEN', m.revertNotAllowed);
  if (row.status !== 'completed' || !row.finishedAt) throw new AppError('CONFLICT', m.revertNotCompleted);
  // A revert that failed may be asked for again; one queued, running or done may not.
  if (row.revert && row.revert.status !== 'failed') throw new AppError('CONFLICT', m.revertAlready);
  if (ctx.deps.now().getTime() - row.finishedAt.getTime() > IMPORT_LIMITS.revertWithinMs) {
    throw new AppError('CONFLICT', m.revertTooLate);
  }
  const [noted] = await ctx.tx.select({ n: count() }).from(importChanges).where(eq(importChanges.importId, row.id));
  const revert: ImportRevert = {
    status: 'queued',
    by: person,
    requestedAt: ctx.deps.now().toISOString(),
    done: 0,
    total: noted?.n ?? 0,
    deleted: 0,
    restored: 0,
    kept: 0,
    keptRecords: [],
  };
  const [queued] = await ctx.tx.update(imports).set({ revert }).where(eq(imports.id, row.id)).returning();
  await ctx.deps.jobs.send(
    JOB_QUEUES.crmImportRevert.name,
    { companyId: ctx.company.id, importId: row.id },
    { tx: ctx.tx },
  );
  await recordCallerEvent(ctx, { type: 'import_reverted', detail: importFacts(row) });
  return queued!;
}
