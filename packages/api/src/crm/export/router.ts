import type { TRPCRouterRecord } from '@trpc/server';

import {
  brandExportInput,
  enquiryExportInput,
  leadExportInput,
  meetingExportInput,
  teamExportInput,
} from '@app/contracts';

import { rolesProcedure, tenantUserProcedure } from '../../procedures';
import { brandsPlan } from './plans/brands';
import { enquiriesPlan, leadsPlan, meetingsPlan } from './plans/records';
import { teamPlan } from './plans/team';
import { downloadSink, streamExport } from './run';

/**
 * The list exports (issue 10): each behind the same procedure builder as its list, with the list's
 * input plus the format. They stream into the response the download route hands over, so they are
 * queries reached through GET …/export; over /trpc they answer 400.
 */
export const exportsRouter = {
  brands: tenantUserProcedure.input(brandExportInput).query(async ({ ctx, input }) => {
    const sink = downloadSink(ctx);
    const now = ctx.deps.now();
    return { rows: await streamExport(ctx.tx, await brandsPlan(ctx.tx, input, now), input.format, sink, now) };
  }),
  leads: tenantUserProcedure.input(leadExportInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return { rows: await streamExport(ctx.tx, leadsPlan(input, now), input.format, downloadSink(ctx), now) };
  }),
  meetings: tenantUserProcedure.input(meetingExportInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return { rows: await streamExport(ctx.tx, meetingsPlan(input), input.format, downloadSink(ctx), now) };
  }),
  enquiries: tenantUserProcedure.input(enquiryExportInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return { rows: await streamExport(ctx.tx, enquiriesPlan(input), input.format, downloadSink(ctx), now) };
  }),
} satisfies TRPCRouterRecord;

/** The team export: owners and admins only, as the team list (spec 001 §6). */
export const teamExportProcedure = rolesProcedure('owner', 'admin')
  .input(teamExportInput)
  .query(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    return { rows: await streamExport(ctx.tx, teamPlan(input, now), input.format, downloadSink(ctx), now) };
  });
