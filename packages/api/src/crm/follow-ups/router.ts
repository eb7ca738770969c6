import type { TRPCRouterRecord } from '@trpc/server';

import { followUpListInput, formatDay, markFollowUpDoneInput, MESSAGES, snoozeFollowUpInput } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { markFollowUpDone, snoozeFollowUp } from './actions';
import { followUpCalendar } from './calendar';
import { followUpPerson, listFollowUps } from './list';

const m = MESSAGES.crm.followUps;

const calendarOf = (ctx: TenantContext) => followUpCalendar(ctx.deps.now(), ctx.company.timeZone);

/**
 * My follow-ups (every company role; other people's for owners and admins): the list, done and
 * snooze. Dates are the company's calendar days.
 */
export const crmFollowUpsRouter = {
  list: tenantUserProcedure.input(followUpListInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    ...(await listFollowUps(ctx.tx, calendarOf(ctx), await followUpPerson(ctx.tx, ctx.actor, input))),
  })),
  markDone: tenantUserProcedure.input(markFollowUpDoneInput).mutation(async ({ ctx, input }) => ({
    message: m.done,
    followUp: await markFollowUpDone(ctx, input),
  })),
  snooze: tenantUserProcedure.input(snoozeFollowUpInput).mutation(async ({ ctx, input }) => {
    const followUp = await snoozeFollowUp(ctx, input, calendarOf(ctx));
    return { message: m.snoozed(formatDay(followUp.nextFollowUpDate)), followUp };
  }),
} satisfies TRPCRouterRecord;
