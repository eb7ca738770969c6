/** Enquiry create, update, delete and Send Proposal inside the request's transaction (docs/product/crm.md#enquiries). */
import { dayIn, MESSAGES, type CreateEnquiryInput, type UpdateEnquiryInput } from '@app/contracts';
import { eq, tenantTables, type Executor } from '@app/db';

import { personIdOf } from '../../core/middlewares/auth';
import { AppError } from '../../core/errors';
import { definedOnly } from '../brands/fields';
import { activeMember, resolveCsPerson } from '../cs-person';
import { customFieldsOnWrite } from '../custom-fields/record-values';
import { leadOf } from '../lead-ref';
import { actorOf, recordLeadActivity } from '../lead-activity/record';
import { enquiryEntries } from '../lead-activity/record-changes';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { findEnquiry, readBackEnquiry } from './reads';

const { enquiries } = tenantTables;

type EnquiryPatch = Omit<UpdateEnquiryInput, 'id'>;

const moneyText = (n: number | null | undefined) => (n === undefined || n === null ? n : String(n));

/**
 * The columns a form sets, under their stored names; undefined fields are left as they are.
 * `stored` is the enquiry's custom fields before an update (null on create).
 */
async function enquiryColumns(tx: Executor, input: EnquiryPatch, stored: Record<string, unknown> | null) {
  if (input.leadId !== undefined) await leadOf(tx, input.leadId);
  const {
    csPerson: _n,
    csPersonId: _i,
    estimatedValue,
    expectedDeliveryDate,
    comments,
    assignedTo,
    customFields,
    ...plain
  } = input;
  return definedOnly({
    ...plain,
    customFields: await customFieldsOnWrite(tx, 'enquiry', customFields, stored),
    value: moneyText(estimatedValue),
    deliveryDate: expectedDeliveryDate,
    comment: comments,
    assignedToId: assignedTo ? await activeMember(tx, 'assignedTo', assignedTo) : assignedTo,
    csPersonId: await resolveCsPerson(tx, input),
  });
}

export async function createEnquiry(ctx: TenantContext, input: CreateEnquiryInput) {
  const values = await enquiryColumns(ctx.tx, input, null);
  const now = ctx.deps.now();
  const [row] = await ctx.tx
    .insert(enquiries)
    .values({
      ...values,
      leadId: input.leadId,
      requirement: input.requirement,
      // The company's calendar day (docs/architecture.md#the-web-app).
      addedDate: dayIn(now, ctx.company.timeZone),
      createdBy: personIdOf(ctx.actor),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordLeadActivity(ctx.tx, enquiryEntries(null, row!, actorOf(ctx.actor)));
  return readBackEnquiry(ctx.tx, row!.id);
}

export async function updateEnquiry(ctx: TenantContext, { id, ...patch }: UpdateEnquiryInput) {
  const { enquiry } = await findEnquiry(ctx.tx, id);
  const values = await enquiryColumns(ctx.tx, patch, enquiry.customFields);
  const [after] = await ctx.tx
    .update(enquiries)
    .set({ ...values, updatedAt: ctx.deps.now() })
    .where(eq(enquiries.id, enquiry.id))
    .returning();
  await recordLeadActivity(ctx.tx, enquiryEntries(enquiry, after!, actorOf(ctx.actor)));
  return readBackEnquiry(ctx.tx, enquiry.id);
}

export async function removeEnquiry(ctx: TenantContext, id: string) {
  const { enquiry } = await findEnquiry(ctx.tx, id);
  await ctx.tx.delete(enquiries).where(eq(enquiries.id, enquiry.id));
  return { id: enquiry.id, _id: enquiry.id };
}

/** Send Proposal moves the enquiry to Quotation Sent; a decided one (Won / Lost) stays. */
export async function sendProposal(ctx: TenantContext, id: string) {
  const { enquiry } = await findEnquiry(ctx.tx, id);
  if (enquiry.stage === 'Won' || enquiry.stage === 'Lost') {
    throw new AppError('CONFLICT', MESSAGES.crm.enquiries.proposalClosed(enquiry.stage));
  }
  const [after] = await ctx.tx
    .update(enquiries)
    .set({ stage: 'Quotation Sent', updatedAt: ctx.deps.now() })
    .where(eq(enquiries.id, enquiry.id))
    .returning();
  await recordLeadActivity(ctx.tx, enquiryEntries(enquiry, after!, actorOf(ctx.actor), true));
  return readBackEnquiry(ctx.tx, enquiry.id);
}
