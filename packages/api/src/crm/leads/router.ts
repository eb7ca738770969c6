import type { TRPCRouterRecord } from '@trpc/server';

import {
  createLeadInput,
  duplicateGroupsInput,
  leadListInput,
  mergeLeadInput,
  MESSAGES,
  recordIdInput,
  updateLeadInput,
} from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { duplicateGroups } from './duplicate-groups';
import { findDuplicates } from './duplicates';
import { mergeLeads } from './merge';
import { findLead, listLeads } from './reads';
import { serializeLead } from './serialize';
import { createLead, removeLead, updateLead } from './writes';

const m = MESSAGES.crm.leads;

/** Leads (docs/product/crm.md#leads, #rest-paths), for every company role. */
export const crmLeadsRouter = {
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
  /** Leads that may be the same person: same email or phone, or a name spelled alike in the brand. */
  duplicates: tenantUserProcedure.input(recordIdInput).query(async ({ ctx, input }) => ({
    message: m.duplicatesFetched,
    duplicates: await findDuplicates(ctx.tx, input.id),
  })),
  /** Company-wide: groups of visible leads sharing an email or a phone, biggest first, paged. */
  duplicateGroups: tenantUserProcedure.input(duplicateGroupsInput).query(async ({ ctx, input }) => ({
    message: m.duplicateGroupsFetched,
    ...(await duplicateGroups(ctx.tx, input)),
  })),
  merge: tenantUserProcedure.input(mergeLeadInput).mutation(async ({ ctx, input }) => {
    const { lead, mergedId, moved } = await mergeLeads(ctx, input);
    return { message: m.merged, lead: serializeLead(lead), mergedId, moved };
  }),
} satisfies TRPCRouterRecord;
