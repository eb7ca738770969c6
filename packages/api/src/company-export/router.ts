import type { TRPCRouterRecord } from '@trpc/server';

import { companyIdInput } from '@app/contracts';

import { downloadSink } from '../crm/export/run';
import { superAdminProcedure } from '../procedures';
import { streamCompanyExport } from './archive';

/**
 * A leaving company's data as one archive (appRouter.platform.companyExport), super admins only.
 * It streams into the response of GET /api/super-admin/companies/:id/export; over /trpc it is 400.
 */
export const companyExportRouter = {
  download: superAdminProcedure
    .input(companyIdInput)
    .query(async ({ ctx, input }) => streamCompanyExport(ctx.deps, input.id, downloadSink(ctx))),
} satisfies TRPCRouterRecord;
