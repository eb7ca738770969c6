/**
 * Merging a duplicate lead into the one that stays (the survivor), in one transaction: the chosen
 * values are written to the survivor as an edit (so its timeline shows them), custom field values
 * only the merged lead holds are kept, its meetings, enquiries, notes (with their files) and
 * timeline move to the survivor, the merge is recorded there, and the merged lead is deleted with a
 * pointer left behind, so its old id answers 404 with `mergedInto`.
 */
import { MESSAGES, type MergeLeadInput } from '@app/contracts';
import { eq, tenantTables } from '@app/db';

import { AppError, fieldError } from '../../core/errors';
import { personIdOf } from '../../core/middlewares/auth';
import { actorOf, recordLeadActivity } from '../lead-activity/record';
import { columnsOf } from '../custom-columns/reads';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { findLead, readBackLead } from './reads';
import { updateLead } from './writes';

const { leads, meetings, enquiries, leadNotes, leadActivity, leadMerges } = tenantTables;
const m = MESSAGES.crm.leads;

async function theMergedLead(ctx: TenantContext, id: string) {
  try {
    return await findLead(ctx.tx, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', m.mergeNotFound, [{ path: 'mergeId', msg: m.mergeNotFound }]);
    }
    throw error;
  }
}

/** Moves every row of `table` from the merged lead to the survivor; answers the moved ids. */
const move = async (
  ctx: TenantContext,
  table: typeof meetings | typeof enquiries | typeof leadNotes,
  from: string,
  to: string,
) =>
  (await ctx.tx.update(table).set({ leadId: to }).where(eq(table.leadId, from)).returning({ id: table.id })).map(
    (r) => r.id,
  );

export async function mergeLeads(ctx: TenantContext, { id, mergeId, fields }: MergeLeadInput) {
  if (id.toLowerCase() === mergeId.toLowerCase()) throw fieldError('mergeId', m.mergeSelf);
  const { lead: survivor } = await findLead(ctx.tx, id);
  const { lead: merged } = await theMergedLead(ctx, mergeId);

  // Values only the merged lead holds are not lost; the survivor's own win. Only current fields:
  // a field removed a moment ago may still be leaving the merged lead (custom-fields/cleanup.ts).
  const fieldNames = new Set((await columnsOf(ctx.tx, 'lead')).map((c) => c.name));
  const carried = Object.entries(merged.customFields).filter(([name]) => fieldNames.has(name));
  const customFields = { ...Object.fromEntries(carried), ...survivor.customFields };
  if (JSON.stringify(customFields) !== JSON.stringify(survivor.customFields)) {
    await ctx.tx.update(leads).set({ customFields }).where(eq(leads.id, survivor.id));
  }
  if (fields && Object.keys(fields).length > 0) await updateLead(ctx, { id: survivor.id, ...fields });

  const moved = {
    meetings: await move(ctx, meetings, merged.id, survivor.id),
    enquiries: await move(ctx, enquiries, merged.id, survivor.id),
    notes: await move(ctx, leadNotes, merged.id, survivor.id),
  };
  await ctx.tx.update(leadActivity).set({ leadId: survivor.id }).where(eq(leadActivity.leadId, merged.id));
  await recordLeadActivity(ctx.tx, {
    leadId: survivor.id,
    kind: 'merged',
    subjectId: merged.id,
    subject: merged.clientName,
    actor: actorOf(ctx.actor),
  });

  await ctx.tx.delete(leads).where(eq(leads.id, merged.id));
  // Earlier merges into the merged lead now point at the survivor too.
  await ctx.tx.update(leadMerges).set({ survivorId: survivor.id }).where(eq(leadMerges.survivorId, merged.id));
  await ctx.tx
    .insert(leadMerges)
    .values({ mergedId: merged.id, survivorId: survivor.id, mergedBy: personIdOf(ctx.actor) });
  await ctx.tx.update(leads).set({ updatedAt: ctx.deps.now() }).where(eq(leads.id, survivor.id));
  return { lead: await readBackLead(ctx.tx, survivor.id), mergedId: merged.id, moved };
}
