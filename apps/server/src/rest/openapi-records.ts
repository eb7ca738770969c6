/**
 * The records webhooks carry as `data`, each as its REST read answers it. The main fields are
 * listed with their types; the others are there too, as the read shows them.
 */
import {
  ENQUIRY_STAGES,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  LEAD_STAGES,
  MEETING_MODES,
  MEETING_STATUSES,
  MEETING_TYPES,
  OUTCOMES,
  PRIORITIES,
  PRODUCT_TYPES,
  USER_ROLES,
} from '@app/contracts';

import type { JsonSchema } from './input-schema';

type Fields = Record<string, JsonSchema>;

const text = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const oneOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });
const id = (description: string): JsonSchema => ({ type: 'string', format: 'uuid', description });
const day = (description: string): JsonSchema => ({ type: 'string', format: 'date', description });
const instant = (description: string): JsonSchema => ({ type: 'string', format: 'date-time', description });
const money = (description: string): JsonSchema => ({ type: ['number', 'null'], description });
const integer: JsonSchema = { type: 'integer', minimum: 0 };

const ids = (what: string): Fields => ({ id: id(`The ${what}'s id`), _id: id('The same as id') });
const times: Fields = {
  createdAt: instant('When the record was created'),
  updatedAt: instant('When the record last changed'),
};

/** An object of text fields, each null when empty. */
const texts = (names: readonly string[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, nullable(text())])),
  required: [...names],
});

/** A record: the fields listed are always present (null when empty); the read's others come too. */
const record = (description: string, properties: Fields): JsonSchema & { description: string } => ({
  type: 'object',
  description,
  properties,
  required: Object.keys(properties),
  additionalProperties: true,
});

const csPerson: Fields = {
  csPersonId: nullable(id('The CS person (a team member)')),
  csPerson: nullable(text("The CS person's name")),
};

/** The company's own fields of a record, by name (GET /api/crm/custom-columns?entity=… lists them). */
const customFields = (entity: string): JsonSchema => ({
  type: 'object',
  additionalProperties: { type: ['string', 'number', 'boolean'] },
  description: `The company's own ${entity} fields by name: text, a number, a date (YYYY-MM-DD), a select's option value or true/false`,
});

const lead = record('A lead as GET /api/crm/leads/{id} answers it', {
  ...ids('lead'),
  date: day("The lead's date"),
  brandId: id('The brand the lead is for'),
  brand: text("The brand's name"),
  clientName: text('The client (a person or a company)'),
  emailId: nullable(text()),
  mobileNumber: nullable(text()),
  stage: oneOf(LEAD_STAGES),
  outcome: oneOf(OUTCOMES),
  priority: oneOf(PRIORITIES),
  ...csPerson,
  nextFollowUpDate: nullable(day('When to follow up next')),
  estimatedValue: money('The estimated value, a plain number'),
  customFields: customFields('lead'),
  ...times,
});

const meeting = record("A meeting as GET /api/crm/meetings/{id} answers it, with its lead's client fields", {
  ...ids('meeting'),
  leadId: id('The lead the meeting is with'),
  clientName: text("The lead's client"),
  brand: text("The lead's brand name"),
  title: text(),
  scheduledDate: instant('When the meeting starts'),
  duration: { ...integer, description: 'Minutes' },
  type: oneOf(MEETING_TYPES),
  mode: oneOf(MEETING_MODES),
  status: oneOf(MEETING_STATUSES),
  outcome: oneOf(OUTCOMES),
  ...csPerson,
  customFields: customFields('meeting'),
  ...times,
});

const enquiry = record('An enquiry as GET /api/crm/enquiries/{id} answers it', {
  ...ids('enquiry'),
  leadId: id('The lead the enquiry came from'),
  clientName: text("The lead's client"),
  brand: text("The lead's brand name"),
  title: nullable(text()),
  requirement: text('What the client asks for'),
  productType: oneOf(PRODUCT_TYPES),
  estimatedValue: money('The estimated value, a plain number (also sent as value)'),
  stage: oneOf(ENQUIRY_STAGES),
  priority: oneOf(PRIORITIES),
  ...csPerson,
  nextFollowUpDate: nullable(day('When to follow up next')),
  customFields: customFields('enquiry'),
  ...times,
});

const brand = record('A brand as GET /api/crm/brands/{id} answers it', {
  ...ids('brand'),
  name: text(),
  industry: nullable(text()),
  website: nullable(text()),
  logo: nullable(text('A link to the logo on this server')),
  brandOwner: nullable({
    type: 'object',
    description: 'The team member who owns the brand',
    properties: {
      ...ids('owner'),
      name: text(),
      email: text(),
      profile: { type: 'object', properties: { avatar: nullable(text()) }, required: ['avatar'] },
    },
    required: ['id', '_id', 'name', 'email', 'profile'],
  }),
  address: texts(['street', 'city', 'state', 'country', 'pinCode']),
  socialMedia: texts(['linkedin', 'twitter', 'facebook', 'instagram']),
  customFields: customFields('brand'),
  ...times,
});

const member = record('A member of the team as GET /api/company/team/{memberId} answers it', {
  ...ids('member'),
  name: text(),
  email: text(),
  role: oneOf(USER_ROLES),
  isActive: { type: 'boolean', description: 'false: the member cannot sign in' },
  lastLogin: nullable(instant('The last sign-in; null: never')),
  createdAt: instant('When the member was added'),
  phone: nullable(text()),
  dateOfBirth: nullable(day('The date of birth')),
  profile: {
    type: 'object',
    properties: {
      phone: nullable(text()),
      avatar: nullable(text('A link to the picture on this server')),
      department: nullable(text()),
      designation: nullable(text()),
      dateOfBirth: nullable(day('The date of birth')),
    },
    required: ['phone', 'avatar', 'department', 'designation', 'dateOfBirth'],
  },
});

const importRun = record('An import as GET /api/crm/imports/{id} answers it', {
  ...ids('import'),
  kind: oneOf(IMPORT_KINDS),
  status: oneOf(IMPORT_STATUSES),
  fileName: text("The uploaded file's name"),
  totalRows: integer,
  counts: {
    type: 'object',
    description: 'Rows created, updated, skipped and failed',
    properties: { created: integer, updated: integer, skipped: integer, failed: integer },
    required: ['created', 'updated', 'skipped', 'failed'],
  },
  errors: {
    type: 'array',
    description: 'The first row errors; the full list is GET /api/crm/imports/{id}/failures.csv',
    items: { type: 'object', properties: { line: integer, field: text(), message: text() } },
  },
  failure: nullable(text('Why the run failed as a whole')),
  createdBy: nullable(id('Who started the import')),
  createdAt: instant('When the file was uploaded'),
  startedAt: nullable(instant('When the run started')),
  finishedAt: nullable(instant('When the run ended')),
});

const deleted = record('What is left of a deleted record: its id', { id: id("The deleted record's id") });

const testData = record("A test event's data: which webhook it was sent to, and a note saying so", {
  webhookId: id("The webhook's id"),
  note: text(),
});

/** The `data` schemas by component name. */
export const RECORD_SCHEMAS = {
  Lead: lead,
  Meeting: meeting,
  Enquiry: enquiry,
  Brand: brand,
  TeamMember: member,
  Import: importRun,
  DeletedRecord: deleted,
  WebhookTestData: testData,
} satisfies Record<string, JsonSchema>;

export type RecordSchemaName = keyof typeof RECORD_SCHEMAS;
