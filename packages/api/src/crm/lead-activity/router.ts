import type { TRPCRouterRecord } from '@trpc/server';

import { leadActivityInput, MESSAGES } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { listLeadActivity } from './list';

/** A lead's activity timeline, for every company role like the lead itself. */
export const crmLeadActivityRouter = {
  list: tenantUserProcedure.input(leadActivityInput).query(async ({ ctx, input }) => ({
    message: MESSAGES.crm.leadActivity.fetched,
    ...(await listLeadActivity(ctx.tx, input)),
  })),
} satisfies TRPCRouterRecord;
