import type { TRPCRouterRecord } from '@trpc/server';

import { leadListInput, MESSAGES } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { boardColumns } from './columns';

/**
 * The pipeline board of leads for every company role, with the leads list's input: search and
 * filters narrow every column, `stage` leaves one column, `page` and `limit` page within each.
 * Moving a card is crm.leads.update with the new stage, so the change goes through the one lead
 * update service.
 */
export const crmLeadBoardRouter = {
  columns: tenantUserProcedure.input(leadListInput).query(async ({ ctx, input }) => ({
    message: MESSAGES.crm.leadBoard.fetched,
    columns: await boardColumns(ctx.tx, input, ctx.deps.now(), ctx.company.timeZone),
  })),
} satisfies TRPCRouterRecord;
