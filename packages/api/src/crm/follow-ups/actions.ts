/**
 * Done and snooze change the follow-up date through the lead and enquiry update services, so
 * whatever those record about a change (the activity timeline) holds for these too.
 */
import {
  addDays,
  MESSAGES,
  updateEnquiryInput,
  updateLeadInput,
  type MarkFollowUpDoneInput,
  type SnoozeFollowUpInput,
} from '@app/contracts';

import { fieldError } from '../../core/errors';
import { findEnquiry } from '../enquiries/reads';
import { updateEnquiry } from '../enquiries/writes';
import { findLead } from '../leads/reads';
import { updateLead } from '../leads/writes';
import type { TenantContext } from '../../core/tenancy/portal-context';
import type { FollowUpCalendar } from './calendar';

type Ref = Pick<MarkFollowUpDoneInput, 'kind' | 'id'>;

async function currentDate(ctx: TenantContext, { kind, id }: Ref): Promise<string | null> {
  if (kind === 'lead') return (await findLead(ctx.tx, id)).lead.nextFollowUpDate;
  return (await findEnquiry(ctx.tx, id)).enquiry.nextFollowUpDate;
}

async function setDate<D extends string | null>(ctx: TenantContext, { kind, id }: Ref, nextFollowUpDate: D) {
  // Through the update schemas: every other field stays "left out".
  const patch = { id, nextFollowUpDate };
  if (kind === 'lead') await updateLead(ctx, updateLeadInput.parse(patch));
  else await updateEnquiry(ctx, updateEnquiryInput.parse(patch));
  return { kind, id, nextFollowUpDate };
}

/** Done: the date is cleared, or moved to the next one the caller gives. */
export async function markFollowUpDone(ctx: TenantContext, input: MarkFollowUpDoneInput) {
  await currentDate(ctx, input);
  return setDate(ctx, input, input.nextFollowUpDate ?? null);
}

/** Snooze by a day or a week from today or the date, whichever is later; or until a chosen day. */
export async function snoozeFollowUp(ctx: TenantContext, input: SnoozeFollowUpInput, calendar: FollowUpCalendar) {
  const current = await currentDate(ctx, input);
  if (input.until !== undefined) {
    if (input.until < calendar.today) throw fieldError('until', MESSAGES.crm.followUps.untilPast);
    return setDate(ctx, input, input.until);
  }
  const from = current !== null && current > calendar.today ? current : calendar.today;
  return setDate(ctx, input, addDays(from, input.snooze === 'week' ? 7 : 1));
}
