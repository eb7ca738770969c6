/** Meetings (docs/product/crm.md#meetings): the form fields plus status, outcome, comment and follow-up. */
import { z } from 'zod';

import { MESSAGES } from '../../messages';
import { idParam, requiredId } from '../common';
import { singleLine } from '../text';
import { MEETING_MODES, MEETING_STATUSES, MEETING_TYPES, OUTCOMES } from './enums';
import {
  clearableDate,
  clearableNotes,
  clearableText,
  clearableUrl,
  CRM_RECORD_LIMITS,
  csPersonFields,
  listBase,
  listFilter,
  oneOf,
} from './record-fields';
import { customFieldFilter, customFieldValues, recordSort } from './custom-columns';

const m = MESSAGES.crm.meetings;
const { meetingDurationMin: min, meetingDurationMax: max } = CRM_RECORD_LIMITS;

/** An ISO date-time (with zone or offset), as a Date. */
const dateTime = singleLine(z.string({ error: m.scheduledDateRequired }))
  .trim()
  .min(1, { error: m.scheduledDateRequired })
  .pipe(z.iso.datetime({ offset: true, error: m.scheduledDateInvalid }))
  .transform((s) => new Date(s));

const meetingFields = {
  title: clearableText(),
  duration: z.coerce
    .number({ error: m.durationRange(min, max) })
    .int({ error: m.durationRange(min, max) })
    .min(min, { error: m.durationRange(min, max) })
    .max(max, { error: m.durationRange(min, max) })
    .optional(),
  type: oneOf(MEETING_TYPES).optional(),
  mode: oneOf(MEETING_MODES).optional(),
  location: clearableText(),
  meetingLink: clearableUrl,
  description: clearableNotes(),
  notes: clearableNotes(),
  status: oneOf(MEETING_STATUSES).optional(),
  outcome: oneOf(OUTCOMES).optional(),
  comment: clearableNotes(),
  nextFollowUpDate: clearableDate,
  ...csPersonFields,
  customFields: customFieldValues.optional(),
};

const leadId = requiredId(m.leadRequired);

export const createMeetingInput = z.object({ leadId, scheduledDate: dateTime, ...meetingFields });
export type CreateMeetingInput = z.infer<typeof createMeetingInput>;

export const updateMeetingInput = z.object({
  id: idParam,
  leadId: leadId.optional(),
  scheduledDate: dateTime.optional(),
  ...meetingFields,
});
export type UpdateMeetingInput = z.infer<typeof updateMeetingInput>;

export const MEETING_SORTS = ['scheduledDate', 'createdAt', 'clientName', 'status', 'type'] as const;

const dateTimeFilter = listFilter(z.iso.datetime({ offset: true, error: m.scheduledDateInvalid }));

export const meetingListInput = z.object({
  ...listBase,
  status: listFilter(oneOf(MEETING_STATUSES)),
  type: listFilter(oneOf(MEETING_TYPES)),
  leadId: listFilter(idParam),
  /** The meetings of one brand's leads (the brand page). */
  brandId: listFilter(idParam),
  /** Scheduled at or after `from` and before `to`. */
  from: dateTimeFilter,
  to: dateTimeFilter,
  sort: recordSort(MEETING_SORTS, 'scheduledDate'),
  ...customFieldFilter,
});
export type MeetingListInput = z.infer<typeof meetingListInput>;
