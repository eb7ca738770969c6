/**
 * How a timeline entry reads: a title ('Stage changed', 'Meeting scheduled: Demo') and, where
 * something moved, the from -> to values formatted as the lead page shows them.
 */
import { MESSAGES, type LeadActivityKind } from '@app/contracts';

import { formatDate, formatINR, formatMeetingDateTime } from '../../../kit/format';

const t = MESSAGES.web.crmLeadPage.timeline;
const fields = MESSAGES.web.crmLeads.fields;

export interface ActivityLike {
  kind: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  subject: string | null;
}

const isCustomField = (field: string | null) => field?.startsWith('customFields.') ?? false;

/**
 * The form's label of a recorded lead field; a custom field's is recorded with the entry (its
 * subject); an unknown one as recorded.
 */
export function fieldLabel(field: string | null, subject: string | null = null): string {
  if (!field) return '';
  if (isCustomField(field)) return subject ?? field.slice('customFields.'.length);
  return (fields as Record<string, string>)[field] ?? field;
}

const DATE_FIELDS = new Set(['date', 'nextFollowUpDate']);

/** A recorded value as the page shows it: dates and meeting times in the product's one format, money in INR. */
export function shownValue(entry: ActivityLike, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (entry.kind.startsWith('meeting_')) return formatMeetingDateTime(value);
  if (entry.field && DATE_FIELDS.has(entry.field)) return formatDate(value);
  // A custom date field is recorded as its calendar day.
  if (isCustomField(entry.field) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, 'UTC');
  if (entry.field === 'estimatedValue') return formatINR(value);
  return value;
}

export function activityTitle(entry: ActivityLike): string {
  const subject = entry.subject ?? '';
  switch (entry.kind as LeadActivityKind) {
    case 'created':
      return t.created;
    case 'field_changed':
      return t.fieldChanged(fieldLabel(entry.field, entry.subject));
    case 'stage_changed':
      return t.stageChanged;
    case 'meeting_scheduled':
      return t.meetingScheduled(subject);
    case 'meeting_rescheduled':
      return t.meetingRescheduled(subject);
    case 'meeting_completed':
      return t.meetingCompleted(subject);
    case 'enquiry_added':
      return t.enquiryAdded(subject);
    case 'enquiry_stage_changed':
      return t.enquiryStageChanged(subject);
    case 'proposal_sent':
      return t.proposalSent(subject);
    case 'note_added':
      return t.noteAdded(subject);
    case 'note_updated':
      return t.noteUpdated(subject);
    case 'note_deleted':
      return t.noteDeleted(subject);
    case 'created_by_import':
      return t.createdByImport(subject);
    case 'updated_by_import':
      return t.updatedByImport(subject);
    case 'merged':
      return t.merged(subject);
    default:
      return entry.kind;
  }
}

/** The values an entry moved between; null when it records no move (created, notes, a new meeting). */
export function activityChange(entry: ActivityLike): { from: string | null; to: string | null } | null {
  const moves =
    entry.kind === 'field_changed' ||
    entry.kind === 'stage_changed' ||
    entry.kind === 'meeting_rescheduled' ||
    entry.kind === 'enquiry_stage_changed' ||
    entry.kind === 'proposal_sent';
  if (!moves) return null;
  return { from: shownValue(entry, entry.oldValue), to: shownValue(entry, entry.newValue) };
}
