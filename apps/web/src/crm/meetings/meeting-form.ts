/**
 * The meeting form's model (docs/product/crm.md#meetings; docs/architecture.md#the-web-app): values as the inputs hold them, the
 * defaults (60 minutes, Initial Call, Video Call, Scheduled, Pending), the title that follows the
 * picked lead ('Meeting with {client name}') until the user types one, and the save call's input.
 */
import {
  CRM_DEFAULTS,
  CRM_RECORD_LIMITS,
  MESSAGES,
  type MeetingMode,
  type MeetingStatus,
  type MeetingType,
  type Outcome,
  wallClock,
  zonedInstant,
} from '@app/contracts';

import { displayTimeZone } from '../../kit/format/display-zone';
import type { FormErrors } from '../../kit/forms/useFormState';
import type { LeadOption } from '../kit/lead-option';
import type { RecordFormModel } from '../kit/RecordFormModal';

export interface MeetingFormValues {
  title: string;
  lead: LeadOption | null;
  /** Local time as the picker holds it: 'YYYY-MM-DD HH:mm:ss'. */
  scheduledDate: string;
  duration: number | '';
  type: MeetingType;
  mode: MeetingMode;
  location: string;
  meetingLink: string;
  description: string;
  notes: string;
  status: MeetingStatus;
  outcome: Outcome;
  csPersonId: string;
  comment: string;
  nextFollowUpDate: string;
}

export const meetingFormDefaults = (): MeetingFormValues => ({
  title: '',
  lead: null,
  scheduledDate: '',
  duration: CRM_DEFAULTS.meetingDurationMinutes,
  type: CRM_DEFAULTS.meetingType,
  mode: CRM_DEFAULTS.meetingMode,
  location: '',
  meetingLink: '',
  description: '',
  notes: '',
  status: CRM_DEFAULTS.meetingStatus,
  outcome: CRM_DEFAULTS.outcome,
  csPersonId: '',
  comment: '',
  nextFollowUpDate: '',
});

export const defaultMeetingTitle = (lead: LeadOption | null) =>
  lead ? MESSAGES.web.crmMeetings.defaultTitle(lead.clientName) : '';

/**
 * The values after picking `lead`: the title follows the lead unless the user typed their own, and
 * the CS person becomes the lead's unless one was chosen by hand.
 */
export function pickLead(values: MeetingFormValues, lead: LeadOption | null): MeetingFormValues {
  const previous = values.lead;
  const titleWasDefault = values.title.trim() === '' || values.title === defaultMeetingTitle(previous);
  const csWasDefault = values.csPersonId === '' || values.csPersonId === (previous?.csPersonId ?? '');
  return {
    ...values,
    lead,
    title: titleWasDefault ? defaultMeetingTitle(lead) : values.title,
    csPersonId: csWasDefault ? (lead?.csPersonId ?? '') : values.csPersonId,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO moment as the picker's 'YYYY-MM-DD HH:mm:ss' on the wall clock of `timeZone` (the
 * company's, as every list and page shows its meetings; the browser's own when none is known);
 * '' when empty or invalid.
 */
export function toPickerTime(iso: string | null | undefined, timeZone = displayTimeZone()): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month + 1)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:00`;
}

const PICKER_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The picker's wall-clock time in `timeZone` as an ISO moment; null when empty or invalid. */
export function fromPickerTime(value: string, timeZone = displayTimeZone()): string | null {
  const match = PICKER_TIME.exec(value);
  if (!match) return null;
  const [, day, hour, minute, second] = match as unknown as [string, string, string, string, string?];
  if (timeZone === undefined) {
    const local = new Date(`${day}T${hour}:${minute}:${second ?? '00'}`);
    return Number.isNaN(local.getTime()) ? null : local.toISOString();
  }
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  return zonedInstant(day, Number(hour), Number(minute), Number(second ?? 0), timeZone).toISOString();
}

export interface StoredMeeting {
  title?: string | null;
  leadId?: string | null;
  clientName?: string | null;
  brand?: string | null;
  brandId?: string | null;
  scheduledDate?: string | null;
  duration?: number | null;
  type?: string | null;
  mode?: string | null;
  location?: string | null;
  meetingLink?: string | null;
  description?: string | null;
  notes?: string | null;
  status?: string | null;
  outcome?: string | null;
  csPersonId?: string | null;
  comment?: string | null;
  nextFollowUpDate?: string | null;
}

export function meetingToValues(meeting: StoredMeeting): MeetingFormValues {
  const base = meetingFormDefaults();
  const lead: LeadOption | null = meeting.leadId
    ? {
        id: meeting.leadId,
        clientName: meeting.clientName ?? '',
        brand: meeting.brand ?? '',
        brandId: meeting.brandId ?? '',
        csPersonId: meeting.csPersonId ?? null,
      }
    : null;
  return {
    title: meeting.title || defaultMeetingTitle(lead),
    lead,
    scheduledDate: toPickerTime(meeting.scheduledDate),
    duration: meeting.duration ?? base.duration,
    type: (meeting.type as MeetingType | null) ?? base.type,
    mode: (meeting.mode as MeetingMode | null) ?? base.mode,
    location: meeting.location ?? '',
    meetingLink: meeting.meetingLink ?? '',
    description: meeting.description ?? '',
    notes: meeting.notes ?? '',
    status: (meeting.status as MeetingStatus | null) ?? base.status,
    outcome: (meeting.outcome as Outcome | null) ?? base.outcome,
    csPersonId: meeting.csPersonId ?? '',
    comment: meeting.comment ?? '',
    nextFollowUpDate: meeting.nextFollowUpDate ? meeting.nextFollowUpDate.slice(0, 10) : '',
  };
}

export function meetingValuesToInput(values: MeetingFormValues) {
  const text = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    leadId: values.lead?.id ?? '',
    scheduledDate: fromPickerTime(values.scheduledDate) ?? '',
    duration: values.duration === '' ? CRM_DEFAULTS.meetingDurationMinutes : values.duration,
    type: values.type,
    mode: values.mode,
    location: text(values.location),
    meetingLink: text(values.meetingLink),
    description: text(values.description),
    notes: text(values.notes),
    status: values.status,
    outcome: values.outcome,
    csPersonId: values.csPersonId || null,
    comment: text(values.comment),
    nextFollowUpDate: values.nextFollowUpDate || null,
  };
}

export function validateMeeting(values: MeetingFormValues): FormErrors {
  const t = MESSAGES.web.crmMeetings;
  const { duration } = values;
  const { meetingDurationMin: min, meetingDurationMax: max } = CRM_RECORD_LIMITS;
  const durationOk = duration === '' || (Number.isInteger(duration) && duration >= min && duration <= max);
  return {
    title: values.title.trim() ? undefined : t.titleRequired,
    lead: values.lead ? undefined : t.leadRequired,
    scheduledDate: fromPickerTime(values.scheduledDate) ? undefined : t.scheduledRequired,
    duration: durationOk ? undefined : t.durationRange(min, max),
  };
}

/** The meeting form for the CRM's record dialog. */
export const MEETING_FORM: RecordFormModel<
  StoredMeeting,
  MeetingFormValues,
  ReturnType<typeof meetingValuesToInput>
> = {
  entity: 'meeting',
  defaults: meetingFormDefaults,
  fromRecord: meetingToValues,
  validate: validateMeeting,
  toInput: meetingValuesToInput,
};
