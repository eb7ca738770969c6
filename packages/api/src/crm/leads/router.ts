import type { TRPCRouterRecord } from '@trpc/server';

import { createLeadInput, leadListInput, MESSAGES, recordIdInput, updateLeadInput } from '@app/contracts';

import { tenantUserProcedure } from '../../procedures';
import { findLead, listLeads } from './reads';
import { serializeLead } from './serialize';
import { createLead, removeLead, updateLead } from './writes';

const m = MESSAGES.crm.leads;

/** Leads (spec 002 §2.4, §7), for every company role (§6). */
export const leadsRouter = {
  list: tenantUserProcedure.input(leadListInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    ...(await listLeads(ctx.tx, input, ctx.deps.now(), ctx.company.timeZone)),
  })),
  get: tenantUserProcedure.input(recordIdInput).query(async ({ ctx, input }) => ({
    message: m.fetchedOne,
    lead: serializeLead(await findLead(ctx.tx, input.id)),
  })),
  create: tenantUserProcedure.input(createLeadInput).mutation(async ({ ctx, input }) => ({
    message: m.created,
    lead: serializeLead(await createLead(ctx, input)),
  })),
  update: tenantUserProcedure.input(updateLeadInput).mutation(async ({ ctx, input }) => ({
    message: m.updated,
    lead: serializeLead(await updateLead(ctx, input)),
  })),
  remove: tenantUserProcedure.input(recordIdInput).mutation(async ({ ctx, input }) => ({
    message: m.deleted,
    ...(await removeLead(ctx, input.id)),
  })),
} satisfies TRPCRouterRecord;
