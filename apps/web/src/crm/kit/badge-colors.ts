/**
 * The CRM's one badge colour map (docs/product/crm.md): every value of the contracts' lists has its colour,
 * so a value added there fails the type check here until it gets one. Unknown values (older rows)
 * show grey.
 */
import type { EnquiryStage, LeadStage, MeetingStatus, MeetingType, Outcome, Priority } from '@app/contracts';

const LEAD_STAGE: Record<LeadStage, string> = {
  New: 'blue',
  Contacted: 'cyan',
  Qualified: 'teal',
  Proposal: 'violet',
  Negotiation: 'orange',
  'Got Enquiry': 'indigo',
  Won: 'green',
  Lost: 'red',
};

const PRIORITY: Record<Priority, string> = { Low: 'gray', Medium: 'yellow', High: 'orange', Critical: 'red' };

const OUTCOME: Record<Outcome, string> = {
  Pending: 'yellow',
  'Got Enquiry': 'green',
  'Meeting Scheduled': 'blue',
  'Follow-up Required': 'orange',
  'Not Interested': 'red',
};

const MEETING_STATUS: Record<MeetingStatus, string> = {
  Scheduled: 'blue',
  'In Progress': 'yellow',
  Completed: 'green',
  Cancelled: 'red',
  Rescheduled: 'orange',
  'No Show': 'gray',
};

const MEETING_TYPE: Record<MeetingType, string> = {
  'Initial Call': 'blue',
  'Follow-up': 'cyan',
  Demo: 'violet',
  'Proposal Presentation': 'indigo',
  Negotiation: 'orange',
  Closing: 'green',
};

const ENQUIRY_STAGE: Record<EnquiryStage, string> = {
  New: 'blue',
  'Under Review': 'yellow',
  'Quotation Sent': 'violet',
  Negotiation: 'orange',
  Won: 'green',
  Lost: 'red',
  'On Hold': 'gray',
};

export const CRM_BADGE_COLORS = {
  leadStage: LEAD_STAGE,
  priority: PRIORITY,
  outcome: OUTCOME,
  meetingStatus: MEETING_STATUS,
  meetingType: MEETING_TYPE,
  enquiryStage: ENQUIRY_STAGE,
} as const;

export type CrmBadgeKind = keyof typeof CRM_BADGE_COLORS;

export const UNKNOWN_BADGE_COLOR = 'gray';

/** The colour of `value` in the list `kind`; grey for a value the list does not know. */
export function badgeColor(kind: CrmBadgeKind, value: string | null | undefined): string {
  const colors: Readonly<Record<string, string>> = CRM_BADGE_COLORS[kind];
  return (value && Object.hasOwn(colors, value) ? colors[value] : undefined) ?? UNKNOWN_BADGE_COLOR;
}
