/**
 * CRM value lists (docs/product/crm.md#custom-columns; docs/architecture.md#the-web-app). Stored as text; the server validates against these,
 * so adding a value needs no migration.
 */

/** One lead stage list: the union of the older filter and form lists (docs/architecture.md#the-web-app). */
export const LEAD_STAGES = [
  'New',
  'Contacted',
  'Qualified',
  'Proposal',
  'Negotiation',
  'Got Enquiry',
  'Won',
  'Lost',
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
/** The form's older names, accepted on input and stored as their one-list equivalent. */
export const LEAD_STAGE_ALIASES: Readonly<Record<string, LeadStage>> = { 'Closed Won': 'Won', 'Closed Lost': 'Lost' };

export const PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Outcomes shared by leads and meetings ('Pending' is the default). */
export const OUTCOMES = [
  'Pending',
  'Got Enquiry',
  'Meeting Scheduled',
  'Follow-up Required',
  'Not Interested',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const MEETING_STATUSES = [
  'Scheduled',
  'In Progress',
  'Completed',
  'Cancelled',
  'Rescheduled',
  'No Show',
] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MEETING_TYPES = [
  'Initial Call',
  'Follow-up',
  'Demo',
  'Proposal Presentation',
  'Negotiation',
  'Closing',
] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export const MEETING_MODES = ['Video Call', 'Phone Call', 'In Person'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

export const ENQUIRY_STAGES = [
  'New',
  'Under Review',
  'Quotation Sent',
  'Negotiation',
  'Won',
  'Lost',
  'On Hold',
] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

export const PRODUCT_TYPES = [
  'Website',
  'Mobile App',
  'Web Application',
  'E-commerce',
  'Custom Software',
  'Consulting',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const CRM_DEFAULTS = {
  leadStage: 'New',
  outcome: 'Pending',
  priority: 'Medium',
  meetingStatus: 'Scheduled',
  meetingType: 'Initial Call',
  meetingMode: 'Video Call',
  meetingDurationMinutes: 60,
  enquiryStage: 'New',
  productType: 'Website',
  urgency: 'Medium',
} as const;

/**
 * Records that carry custom fields. Brands' column list also holds their built-in columns;
 * the others list only the fields a company added.
 */
export const CUSTOM_COLUMN_ENTITIES = ['brand', 'lead', 'meeting', 'enquiry'] as const;
export type CustomColumnEntity = (typeof CUSTOM_COLUMN_ENTITIES)[number];

export const CUSTOM_COLUMN_TYPES = ['text', 'number', 'date', 'select', 'boolean'] as const;
export type CustomColumnType = (typeof CUSTOM_COLUMN_TYPES)[number];

/**
 * Where a follow-up falls on the company's calendar. Here, not beside the follow-up schemas: the
 * dashboard's follow-ups card needs the list without zod.
 */
export const FOLLOW_UP_DUES = ['overdue', 'today', 'week'] as const;
export type FollowUpDue = (typeof FOLLOW_UP_DUES)[number];
