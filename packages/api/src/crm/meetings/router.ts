import type { TRPCRouterRecord } from '@trpc/server';

import { createMeetingInput, meetingListInput, MESSAGES, recordIdInput, updateMeetingInput } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { findMeeting, listMeetings } from './reads';
import { serializeMeeting } from './serialize';
import { createMeeting, removeMeeting, updateMeeting } from './writes';

const m = MESSAGES.crm.meetings;

/** Meetings (docs/product/crm.md#meetings, #rest-paths), for every company role. */
export const crmMeetingsRouter = {
  list: tenantUserProcedure.input(meetingListInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    ...(await listMeetings(ctx.tx, input, ctx.company.timeZone)),
  })),
  get: tenantUserProcedure.input(recordIdInput).query(async ({ ctx, input }) => ({
    message: m.fetchedOne,
    meeting: serializeMeeting(await findMeeting(ctx.tx, input.id), ctx.company.timeZone),
  })),
  create: tenantUserProcedure.input(createMeetingInput).mutation(async ({ ctx, input }) => ({
    message: m.created,
    meeting: serializeMeeting(await createMeeting(ctx, input), ctx.company.timeZone),
  })),
  update: tenantUserProcedure.input(updateMeetingInput).mutation(async ({ ctx, input }) => ({
    message: m.updated,
    meeting: serializeMeeting(await updateMeeting(ctx, input), ctx.company.timeZone),
  })),
  remove: tenantUserProcedure.input(recordIdInput).mutation(async ({ ctx, input }) => ({
    message: m.deleted,
    ...(await removeMeeting(ctx, input.id)),
  })),
} satisfies TRPCRouterRecord;
