/**
 * Follow-ups (the leads and enquiries whose next follow-up date falls overdue, today or this week),
 * the CRM charts and the company clock settings (time zone, digest hour).
 */
import { z } from 'zod';

import { MESSAGES } from '../../messages';
import { isTimeZone } from '../../zoned-time';
import { dateOnlySchema, formFlag, idParam } from '../common';
import { singleLine } from '../text';
import type { FollowUpDue } from './enums';
import { clearableDate } from './record-fields';

const m = MESSAGES.crm.followUps;

export const FOLLOW_UP_KINDS = ['lead', 'enquiry'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export const SNOOZES = ['day', 'week'] as const;
export type Snooze = (typeof SNOOZES)[number];

export const FOLLOW_UP_LIMITS = {
  /** Rows answered per list; the counts still cover the whole set. */
  listMax: 200,
} as const;

const kind = z.enum(FOLLOW_UP_KINDS, { error: m.kindInvalid });

/**
 * GET /crm/follow-ups: the signed-in user's own by default; owners and admins may name another
 * team member's id, or 'all' for everyone's.
 */
export const followUpListInput = z.object({
  csPersonId: z
    .union([z.literal(''), z.literal('all'), idParam], { error: m.whoseInvalid })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type FollowUpListInput = z.infer<typeof followUpListInput>;

const followUpRef = { kind, id: idParam };

/** Done: the date is cleared, or moved to nextFollowUpDate when one is sent. */
export const markFollowUpDoneInput = z.object({ ...followUpRef, nextFollowUpDate: clearableDate });
export type MarkFollowUpDoneInput = z.infer<typeof markFollowUpDoneInput>;

/** Snooze by a day or a week (from today or the date, whichever is later), or until a date. */
export const snoozeFollowUpInput = z
  .object({ ...followUpRef, snooze: z.enum(SNOOZES).optional(), until: dateOnlySchema.optional() })
  .refine((v) => v.snooze !== undefined || v.until !== undefined, { error: m.snoozeRequired, path: ['snooze'] });
export type SnoozeFollowUpInput = z.infer<typeof snoozeFollowUpInput>;

/** One follow-up as the list answers it. */
export interface FollowUp {
  kind: FollowUpKind;
  id: string;
  leadId: string;
  clientName: string;
  brandName: string;
  /** The enquiry's requirement; null for a lead. */
  requirement: string | null;
  stage: string;
  nextFollowUpDate: string;
  due: FollowUpDue;
  csPersonId: string | null;
  csPerson: string | null;
}

const companyT = MESSAGES.crm.companyClock;

export const timeZoneSchema = singleLine(z.string({ error: companyT.timeZoneInvalid }).trim()).refine(isTimeZone, {
  error: companyT.timeZoneInvalid,
});

export const digestHourSchema = z.coerce
  .number({ error: companyT.digestHourInvalid })
  .int({ error: companyT.digestHourInvalid })
  .min(0, { error: companyT.digestHourInvalid })
  .max(23, { error: companyT.digestHourInvalid });

export const DEFAULT_DIGEST_HOUR = 8;

/** PUT /user/digest: the signed-in user's daily digest email on or off. */
export const digestPreferenceInput = z.object({ optedOut: formFlag('optedOut must be true or false') });
export type DigestPreferenceInput = z.infer<typeof digestPreferenceInput>;
