/**
 * What each kind of record takes from a CSV: the fields, their labels (matched against headers),
 * a few common header spellings, their types and value lists. Brands add the company's columns.
 */
import {
  CRM_RECORD_LIMITS,
  ENQUIRY_STAGES,
  LEAD_STAGES,
  MEETING_MODES,
  MEETING_STATUSES,
  MEETING_TYPES,
  OUTCOMES,
  PRIORITIES,
  PRODUCT_TYPES,
  TEXT_LIMITS,
  type ImportKind,
} from '@app/contracts';
import type { Executor } from '@app/db';

import { isCustomColumn } from '../custom-columns/built-in';
import { columnsOf } from '../custom-columns/reads';
import type { ColumnRow } from '../custom-columns/serialize';

export type ImportFieldType =
  | 'text'
  | 'notes'
  | 'email'
  | 'phone'
  | 'url'
  | 'date'
  | 'datetime'
  | 'number'
  | 'money'
  | 'integer'
  | 'select'
  | 'boolean'
  | 'brand'
  | 'person'
  | 'lead';

export interface ImportField {
  key: string;
  label: string;
  type: ImportFieldType;
  required: boolean;
  options?: { label: string; value: string }[];
  min?: number;
  max?: number;
  /** Other header spellings that mean this field. */
  aliases?: string[];
  /** A custom field: stored in custom_fields under `key`. */
  custom?: boolean;
}

type Spec = [key: string, label: string, type: ImportFieldType, extra?: Partial<ImportField>];

const choices = (values: readonly string[]) => ({ options: values.map((v) => ({ label: v, value: v })) });
const field = ([key, label, type, extra]: Spec): ImportField => ({ key, label, type, required: false, ...extra });
const REQUIRED = { required: true } as const;

const LEAD: Spec[] = [
  ['clientName', 'Client Name', 'text', { ...REQUIRED, aliases: ['client', 'name', 'contact name', 'full name'] }],
  ['brand', 'Brand', 'brand', { ...REQUIRED, aliases: ['brand name', 'company', 'account'] }],
  ['date', 'Date', 'date', { aliases: ['lead date'] }],
  ['hq', 'HQ', 'text', { aliases: ['headquarters', 'location', 'city'] }],
  [
    'mobileNumber',
    'Mobile Number',
    'phone',
    { aliases: ['mobile', 'phone', 'phone number', 'contact number', 'cell', 'cell phone', 'telephone', 'whatsapp'] },
  ],
  ['emailId', 'Email', 'email', { aliases: ['email id', 'email address', 'e-mail', 'mail'] }],
  ['designation', 'Designation', 'text', { aliases: ['job title', 'title', 'role'] }],
  ['linkedin', 'LinkedIn', 'url', { aliases: ['linkedin url', 'linkedin profile'] }],
  ['website', 'Website', 'url', { aliases: ['web', 'url', 'site'] }],
  ['stage', 'Stage', 'select', { ...choices(LEAD_STAGES), aliases: ['lead stage', 'status'] }],
  ['outcome', 'Outcome', 'select', choices(OUTCOMES)],
  ['priority', 'Priority', 'select', choices(PRIORITIES)],
  ['csPerson', 'CS Person', 'person', { aliases: ['cs', 'owner', 'assigned to', 'sales person', 'cs person email'] }],
  ['comment', 'Comment', 'notes', { aliases: ['comments', 'notes', 'note', 'remarks'] }],
  ['nextFollowUpDate', 'Next Follow-up Date', 'date', { aliases: ['follow up', 'next follow up', 'follow-up date'] }],
  ['estimatedValue', 'Estimated Value', 'money', { aliases: ['value', 'amount', 'deal value'] }],
];

const LEAD_REF: Spec = [
  'lead',
  'Lead',
  'lead',
  { ...REQUIRED, aliases: ['lead id', 'lead email', 'client email', 'client'] },
];

const MEETING: Spec[] = [
  LEAD_REF,
  ['title', 'Title', 'text', { aliases: ['meeting', 'subject', 'meeting title'] }],
  ['scheduledAt', 'Scheduled At', 'datetime', { ...REQUIRED, aliases: ['scheduled date', 'date', 'when', 'start'] }],
  [
    'durationMinutes',
    'Duration (minutes)',
    'integer',
    { min: CRM_RECORD_LIMITS.meetingDurationMin, max: CRM_RECORD_LIMITS.meetingDurationMax, aliases: ['duration'] },
  ],
  ['type', 'Type', 'select', { ...choices(MEETING_TYPES), aliases: ['meeting type'] }],
  ['mode', 'Mode', 'select', { ...choices(MEETING_MODES), aliases: ['meeting mode'] }],
  ['location', 'Location', 'text', { aliases: ['place', 'venue'] }],
  ['meetingLink', 'Meeting Link', 'url', { aliases: ['link', 'meeting url', 'video link'] }],
  ['description', 'Description', 'notes'],
  ['notes', 'Notes', 'notes'],
  ['status', 'Status', 'select', choices(MEETING_STATUSES)],
  ['outcome', 'Outcome', 'select', choices(OUTCOMES)],
  ['comment', 'Comment', 'notes', { aliases: ['comments', 'remarks'] }],
  ['nextFollowUpDate', 'Next Follow-up Date', 'date', { aliases: ['follow up', 'next follow up'] }],
  ['csPerson', 'CS Person', 'person', { aliases: ['cs', 'owner', 'assigned to'] }],
];

const ENQUIRY: Spec[] = [
  LEAD_REF,
  ['title', 'Title', 'text', { aliases: ['subject', 'enquiry'] }],
  ['requirement', 'Requirement', 'notes', { ...REQUIRED, aliases: ['requirements', 'need'] }],
  ['productType', 'Product Type', 'select', { ...choices(PRODUCT_TYPES), aliases: ['product'] }],
  ['value', 'Estimated Value', 'money', { aliases: ['value', 'amount'] }],
  ['deliveryDate', 'Expected Delivery Date', 'date', { aliases: ['delivery date', 'delivery'] }],
  ['stage', 'Stage', 'select', { ...choices(ENQUIRY_STAGES), aliases: ['status'] }],
  ['priority', 'Priority', 'select', choices(PRIORITIES)],
  ['urgency', 'Urgency', 'select', choices(PRIORITIES)],
  ['assignedTo', 'Assigned To', 'person', { aliases: ['assignee'] }],
  ['csPerson', 'CS Person', 'person', { aliases: ['cs'] }],
  ['description', 'Description', 'notes'],
  ['comment', 'Comment', 'notes', { aliases: ['comments', 'remarks'] }],
  ['nextFollowUpDate', 'Next Follow-up Date', 'date', { aliases: ['follow up'] }],
  ['addedDate', 'Added Date', 'date', { aliases: ['date', 'added'] }],
];

/** Brand properties outside the column list. */
const BRAND_EXTRA: Spec[] = [
  ['description', 'Description', 'notes'],
  ['notes', 'Notes', 'notes'],
  ['street', 'Street', 'text', { aliases: ['address'] }],
  ['city', 'City', 'text'],
  ['state', 'State', 'text'],
  ['country', 'Country', 'text'],
  ['pinCode', 'PIN Code', 'text', { aliases: ['pin', 'zip', 'zip code', 'postal code', 'postcode'] }],
  ['linkedin', 'LinkedIn', 'url'],
  ['twitter', 'Twitter', 'url', { aliases: ['x'] }],
  ['facebook', 'Facebook', 'url'],
  ['instagram', 'Instagram', 'url'],
];

const BUILT_IN_TYPES: Record<string, ImportFieldType> = {
  name: 'text',
  industry: 'text',
  phone: 'text',
  website: 'url',
  brandOwner: 'person',
};
const BUILT_IN_ALIASES: Record<string, string[]> = {
  name: ['brand', 'brand name', 'company', 'company name'],
  brandOwner: ['owner', 'brand owner email'],
  phone: ['telephone', 'phone number'],
  website: ['web', 'url', 'site'],
};
const CUSTOM_TYPES: Record<string, ImportFieldType> = {
  text: 'text',
  number: 'number',
  date: 'date',
  select: 'select',
  boolean: 'boolean',
};

/** A custom field as an import field: its type's cell rules, bounds and options. */
const customField = (column: ColumnRow): ImportField => ({
  key: column.name,
  label: column.label,
  type: CUSTOM_TYPES[column.type] ?? 'text',
  required: column.isRequired,
  ...(column.type === 'select' ? { options: column.options } : {}),
  ...(column.validation.minValue !== undefined ? { min: column.validation.minValue } : {}),
  ...(column.validation.maxValue !== undefined ? { max: column.validation.maxValue } : {}),
  custom: true,
});

/** The brand fields: the company's columns in their order (labels as renamed), then the rest. */
async function brandFields(tx: Executor): Promise<ImportField[]> {
  const columns = await columnsOf(tx, 'brand');
  const fields: ImportField[] = [];
  for (const column of columns) {
    if (column.name === 'createdAt') continue;
    if (isCustomColumn(column)) {
      fields.push(customField(column));
      continue;
    }
    fields.push({
      key: column.name,
      label: column.label,
      type: BUILT_IN_TYPES[column.name] ?? 'text',
      required: column.name === 'name' || (column.isRequired && column.name !== 'brandOwner'),
      aliases: BUILT_IN_ALIASES[column.name],
    });
  }
  return [...fields, ...BRAND_EXTRA.map(field)];
}

const STATIC: Record<Exclude<ImportKind, 'brand'>, ImportField[]> = {
  lead: LEAD.map(field),
  meeting: MEETING.map(field),
  enquiry: ENQUIRY.map(field),
};

/** A lead's, meeting's or enquiry's own fields, without the company's custom ones. */
export const ownFieldsOf = (kind: Exclude<ImportKind, 'brand'>): readonly ImportField[] => STATIC[kind];

/** A record's fields, then the company's custom fields of that record in their order. */
export const fieldsOf = async (tx: Executor, kind: ImportKind): Promise<ImportField[]> =>
  kind === 'brand' ? brandFields(tx) : [...STATIC[kind], ...(await columnsOf(tx, kind)).map(customField)];

/** The longest text a field takes: the record forms' limits. */
export const maxLengthOf = (f: ImportField) =>
  f.type === 'notes'
    ? CRM_RECORD_LIMITS.commentMax
    : f.type === 'email'
      ? TEXT_LIMITS.emailMax
      : f.type === 'url'
        ? TEXT_LIMITS.websiteMax
        : f.type === 'phone'
          ? TEXT_LIMITS.phoneMax
          : f.custom
            ? 1000
            : CRM_RECORD_LIMITS.textMax;
