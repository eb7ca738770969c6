import type { TRPCRouterRecord } from '@trpc/server';

import { createEnquiryInput, enquiryListInput, MESSAGES, recordIdInput, updateEnquiryInput } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { findEnquiry, listEnquiries } from './reads';
import { serializeEnquiry } from './serialize';
import { createEnquiry, removeEnquiry, sendProposal, updateEnquiry } from './writes';

const m = MESSAGES.crm.enquiries;

/** Enquiries (docs/product/crm.md#enquiries, #rest-paths), for every company role. */
export const crmEnquiriesRouter = {
  list: tenantUserProcedure.input(enquiryListInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    ...(await listEnquiries(ctx.tx, input)),
  })),
  get: tenantUserProcedure.input(recordIdInput).query(async ({ ctx, input }) => ({
    message: m.fetchedOne,
    enquiry: serializeEnquiry(await findEnquiry(ctx.tx, input.id)),
  })),
  create: tenantUserProcedure.input(createEnquiryInput).mutation(async ({ ctx, input }) => ({
    message: m.created,
    enquiry: serializeEnquiry(await createEnquiry(ctx, input)),
  })),
  update: tenantUserProcedure.input(updateEnquiryInput).mutation(async ({ ctx, input }) => ({
    message: m.updated,
    enquiry: serializeEnquiry(await updateEnquiry(ctx, input)),
  })),
  remove: tenantUserProcedure.input(recordIdInput).mutation(async ({ ctx, input }) => ({
    message: m.deleted,
    ...(await removeEnquiry(ctx, input.id)),
  })),
  sendProposal: tenantUserProcedure.input(recordIdInput).mutation(async ({ ctx, input }) => ({
    message: m.proposalSent,
    enquiry: serializeEnquiry(await sendProposal(ctx, input.id)),
  })),
} satisfies TRPCRouterRecord;
