import type { TRPCRouterRecord } from '@trpc/server';

import { superAdminProcedure } from '../../core/procedures';
import { dashboardSummary } from './summary';

/** The admin dashboard (appRouter.platform.dashboard). */
export const platformDashboardRouter = {
  summary: superAdminProcedure.query(({ ctx }) => dashboardSummary(ctx.deps)),
} satisfies TRPCRouterRecord;
