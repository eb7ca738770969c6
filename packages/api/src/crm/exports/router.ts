import type { TRPCRouterRecord } from '@trpc/server';

import { brandExportInput, enquiryExportInput, leadExportInput, meetingExportInput } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { brandsPlan } from './plans/brands';
import { enquiriesPlan, leadsPlan, meetingsPlan } from './plans/records';
import { recordedExport } from './recorded';
import { streamExport } from './run';

/**
 * The list exports (decision 0021): each behind the same procedure builder as its list, with the list's
 * input plus the format. They stream into the response the download route hands over, so they are
 * queries reached through GET …/export; over /trpc they answer 400. Each export is recorded in the
 * company's security log (recorded.ts).
 */
export const crmExportsRouter = {
  brands: tenantUserProcedure.input(brandExportInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return recordedExport(ctx, 'brands', input.format, async (sink) =>
      streamExport(ctx.tx, await brandsPlan(ctx.tx, input, now), input.format, sink, now),
    );
  }),
  leads: tenantUserProcedure.input(leadExportInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return recordedExport(ctx, 'leads', input.format, async (sink) =>
      streamExport(ctx.tx, await leadsPlan(ctx.tx, input, now, ctx.company.timeZone), input.format, sink, now),
    );
  }),
  meetings: tenantUserProcedure.input(meetingExportInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return recordedExport(ctx, 'meetings', input.format, async (sink) =>
      streamExport(ctx.tx, await meetingsPlan(ctx.tx, input), input.format, sink, now),
    );
  }),
  enquiries: tenantUserProcedure.input(enquiryExportInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return recordedExport(ctx, 'enquiries', input.format, async (sink) =>
      streamExport(ctx.tx, await enquiriesPlan(ctx.tx, input), input.format, sink, now),
    );
  }),
} satisfies TRPCRouterRecord;
