import type { TRPCRouterRecord } from '@trpc/server';

import { tenantUserProcedure } from '../../core/procedures';
import { companyDashboard } from './dashboard';

/** appRouter.company.dashboard: every role of the company (spec 001 §6). */
export const companyDashboardRouter = {
  get: tenantUserProcedure.query(({ ctx }) => companyDashboard(ctx)),
} satisfies TRPCRouterRecord;
