import type { TRPCRouterRecord } from '@trpc/server';

import { MESSAGES } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { crmSummary } from './summary';

/** The CRM dashboard (spec 002 §7: GET /crm/dashboard), for every company role (§6). */
export const crmDashboardRouter = {
  get: tenantUserProcedure.query(async ({ ctx }) => ({
    message: MESSAGES.crm.dashboard.fetched,
    ...(await crmSummary(ctx.tx)),
  })),
} satisfies TRPCRouterRecord;
