/** Starting and cancelling an import: state changes on the import row, the work left to the job. */
import { MESSAGES, type ImportKind, type StartImportInput } from '@app/contracts';
import { eq, tenantTables } from '@app/db';

import { AppError } from '../../core/errors';
import { recordCallerEvent } from '../../kit/security-log';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { dropChunks } from './chunks';
import { rememberMapping } from './mapping';
import { planFor, requireUploaded } from './preview';
import { findImport } from './reads';
import type { ImportJob } from './run';
import { importFacts } from './security-events';

const { imports } = tenantTables;
const m = MESSAGES.crm.imports;

/** Hands a queued import to whatever runs jobs; called inside the request's transaction. */
export type EnqueueImport<C extends TenantContext = TenantContext> = (ctx: C, job: ImportJob) => Promise<void>;

/**
 * Queues the import and records its start in the security log: data coming in is as much the
 * owner's business as data going out. The run records its completion itself (run.ts).
 */
export async function startImport<C extends TenantContext>(ctx: C, input: StartImportInput, enqueue: EnqueueImport<C>) {
  const row = await findImport(ctx.tx, input.id, true);
  requireUploaded(row);
  const { mapping } = await planFor(ctx, row, input.mapping);
  await rememberMapping(ctx.tx, row.kind as ImportKind, row.headers, mapping);
  const [queued] = await ctx.tx
    .update(imports)
    .set({ status: 'queued', mapping, duplicates: input.duplicates, commitMode: input.commitMode })
    .where(eq(imports.id, row.id))
    .returning();
  await enqueue(ctx, { companyId: ctx.company.id, importId: row.id });
  await recordCallerEvent(ctx, { type: 'import_started', detail: importFacts(queued!) });
  return queued!;
}

/**
 * Before the run has begun the import is cancelled at once; a running one is marked and stops at
 * its next batch, rolling back whatever it had written.
 */
export async function cancelImport(ctx: TenantContext, id: string) {
  const row = await findImport(ctx.tx, id, true);
  if (row.status === 'completed' || row.status === 'failed' || row.status === 'cancelled') {
    throw new AppError('CONFLICT', m.notCancellable);
  }
  const now = ctx.deps.now();
  const before = row.status === 'uploaded' || row.status === 'queued';
  const [updated] = await ctx.tx
    .update(imports)
    .set(before ? { status: 'cancelled', finishedAt: now } : { status: 'cancelling' })
    .where(eq(imports.id, id))
    .returning();
  if (before) await dropChunks(ctx.tx, id, 'source');
  return updated!;
}
