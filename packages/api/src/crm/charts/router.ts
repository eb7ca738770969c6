import type { TRPCRouterRecord } from '@trpc/server';

import { MESSAGES } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { crmCharts } from './query';

/** The CRM charts of the company dashboard, for every company role (like the CRM dashboard). */
export const crmChartsRouter = {
  get: tenantUserProcedure.query(async ({ ctx }) => ({
    message: MESSAGES.crm.charts.fetched,
    charts: await crmCharts(ctx.tx, ctx.deps.now(), ctx.company.timeZone),
  })),
} satisfies TRPCRouterRecord;
