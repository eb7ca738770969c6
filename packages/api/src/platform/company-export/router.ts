import type { TRPCRouterRecord } from '@trpc/server';

import { companyIdInput } from '@app/contracts';

import { recordedDownload } from '../../crm/exports/recorded';
import { downloadSink } from '../../crm/exports/run';
import { superAdminProcedure } from '../../core/procedures';
import { streamCompanyExport } from './archive';
import { recordCompanyExport } from './recorded';

/**
 * A leaving company's data as one archive (appRouter.platform.companyExport), super admins only.
 * It streams into the response of GET /api/super-admin/companies/:id/export; over /trpc it is 400.
 * The security logs of the company and of the platform record it (recorded.ts).
 */
export const platformCompanyExportRouter = {
  download: superAdminProcedure.input(companyIdInput).query(async ({ ctx, input }) =>
    recordedDownload(
      downloadSink(ctx),
      (sink) => streamCompanyExport(ctx.deps, input.id, sink),
      (outcome) => recordCompanyExport(ctx, input.id, outcome),
    ),
  ),
} satisfies TRPCRouterRecord;
