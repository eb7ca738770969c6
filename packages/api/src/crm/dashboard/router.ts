import type { TRPCRouterRecord } from '@trpc/server';

import { MESSAGES } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { crmSummary } from './summary';

/** The CRM dashboard (GET /api/crm/dashboard, docs/product/crm.md#dashboard-and-charts), for every company role. */
export const crmDashboardRouter = {
  get: tenantUserProcedure.query(async ({ ctx }) => ({
    message: MESSAGES.crm.dashboard.fetched,
    ...(await crmSummary(ctx.tx)),
  })),
} satisfies TRPCRouterRecord;
