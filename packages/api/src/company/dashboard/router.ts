import type { TRPCRouterRecord } from '@trpc/server';

import { tenantUserProcedure } from '../../core/procedures';
import { companyDashboard } from './dashboard';

/** appRouter.company.dashboard: every role of the company (docs/product/company-portal.md#who-may-do-what). */
export const companyDashboardRouter = {
  get: tenantUserProcedure.query(({ ctx }) => companyDashboard(ctx)),
} satisfies TRPCRouterRecord;
