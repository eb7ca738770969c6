import type { TRPCRouterRecord } from '@trpc/server';

import { addTimelineEventInput, listTimelineInput } from '@app/contracts';

import { superAdminProcedure } from '../../core/procedures';
import { addTimelineEvent } from './add';
import { listTimeline } from './list';

/** A company's history, for super admins (appRouter.platform.companyTimeline). */
export const platformCompanyTimelineRouter = {
  list: superAdminProcedure.input(listTimelineInput).query(({ ctx, input }) => listTimeline(ctx.deps, input)),
  add: superAdminProcedure
    .input(addTimelineEventInput)
    .mutation(({ ctx, input }) => addTimelineEvent(ctx.deps, ctx.actor, input)),
} satisfies TRPCRouterRecord;
