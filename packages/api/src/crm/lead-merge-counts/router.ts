import type { TRPCRouterRecord } from '@trpc/server';

import { MESSAGES, recordIdInput } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { leadMoveCounts } from './counts';

/**
 * Before a merge: what would move with the lead merged away, for the merge dialog to say. Every
 * company role, as for the merge itself, within what the caller may see.
 */
export const crmLeadMergeCountsRouter = {
  get: tenantUserProcedure.input(recordIdInput).query(async ({ ctx, input }) => ({
    message: MESSAGES.crm.leads.moveCountsFetched,
    counts: await leadMoveCounts(ctx.tx, input.id),
  })),
} satisfies TRPCRouterRecord;
