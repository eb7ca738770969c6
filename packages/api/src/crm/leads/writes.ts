/** Lead create, update and delete inside the request's transaction (docs/product/crm.md#leads). */
import { MESSAGES, type CreateLeadInput, type LeadPatch, type UpdateLeadInput } from '@app/contracts';
import { eq, sql, tenantTables, type Executor } from '@app/db';

import { personIdOf } from '../../core/middlewares/auth';
import { fieldError } from '../../core/errors';
import { resolveCsPerson } from '../cs-person';
import { columnsOf } from '../custom-columns/reads';
import { customFieldChanges } from '../custom-fields/changes';
import { customFieldsOnWrite } from '../custom-fields/record-values';
import { definedOnly } from '../brands/fields';
import { actorOf, recordLeadActivity } from '../lead-activity/record';
import { leadChanges } from '../lead-activity/lead-changes';
import { noteFilesOfLead } from '../lead-notes/queries';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { findLead, readBackLead } from './reads';

const { brands, leads, meetings, enquiries } = tenantTables;
const m = MESSAGES.crm.leads;

/** The brand must be one of this company's (another company's id is simply not found). */
async function assertBrand(tx: Executor, brandId: string) {
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw fieldError('brandId', m.brandNotFound);
}

/**
 * The columns a form sets; undefined fields are left as they are. `stored` is the lead's custom
 * fields before an update (null on create).
 */
async function leadColumns(tx: Executor, input: LeadPatch, stored: Record<string, unknown> | null) {
  if (input.brandId !== undefined) await assertBrand(tx, input.brandId);
  const { csPerson: _name, csPersonId: _id, estimatedValue, customFields, ...plain } = input;
  return definedOnly({
    ...plain,
    customFields: await customFieldsOnWrite(tx, 'lead', customFields, stored),
    date: input.date ?? undefined,
    csPersonId: await resolveCsPerson(tx, input),
    estimatedValue: estimatedValue === undefined || estimatedValue === null ? estimatedValue : String(estimatedValue),
  });
}

export async function createLead(ctx: TenantContext, input: CreateLeadInput) {
  const values = await leadColumns(ctx.tx, input, null);
  if (!values.csPersonId) throw fieldError('csPerson', m.csPersonRequired);
  const now = ctx.deps.now();
  const [row] = await ctx.tx
    .insert(leads)
    .values({
      ...values,
      brandId: input.brandId,
      clientName: input.clientName,
      createdBy: personIdOf(ctx.actor),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leads.id });
  const created = await readBackLead(ctx.tx, row!.id);
  await recordLeadActivity(ctx.tx, {
    leadId: row!.id,
    kind: 'created',
    newValue: created.lead.stage,
    subject: created.lead.clientName,
    actor: actorOf(ctx.actor),
  });
  return created;
}

export async function updateLead(ctx: TenantContext, { id, ...patch }: UpdateLeadInput) {
  const before = await findLead(ctx.tx, id);
  const { lead } = before;
  const values = await leadColumns(ctx.tx, patch, lead.customFields);
  // A lead always has a CS person (docs/product/crm.md#leads): it may be changed, not cleared.
  if (values.csPersonId === null) throw fieldError('csPerson', m.csPersonRequired);
  await ctx.tx
    .update(leads)
    .set({ ...values, updatedAt: ctx.deps.now() })
    .where(eq(leads.id, lead.id));
  const after = await readBackLead(ctx.tx, lead.id);
  // In this transaction: the timeline holds exactly the edits that committed.
  const actor = actorOf(ctx.actor);
  await recordLeadActivity(ctx.tx, leadChanges(before, after, actor));
  if (patch.customFields !== undefined) {
    const columns = await columnsOf(ctx.tx, 'lead');
    await recordLeadActivity(
      ctx.tx,
      customFieldChanges(lead.id, columns, lead.customFields, after.lead.customFields, actor),
    );
  }
  return after;
}

/** A lead's meetings and enquiries go with it (decision 0016); the answer says how many. */
export async function removeLead(ctx: TenantContext, id: string) {
  const { lead } = await findLead(ctx.tx, id);
  const count = (table: typeof meetings | typeof enquiries) =>
    ctx.tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(eq(table.leadId, lead.id))
      .then(([r]) => r?.n ?? 0);
  const removed = { meetings: await count(meetings), enquiries: await count(enquiries) };
  // Note rows cascade with the lead; their files go once that has committed.
  ctx.files.discardAfterCommit(await noteFilesOfLead(ctx.tx, lead.id));
  await ctx.tx.delete(leads).where(eq(leads.id, lead.id));
  return { id: lead.id, _id: lead.id, removed };
}
