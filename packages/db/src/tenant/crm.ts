/**
 * CRM tenant tables: custom columns, brands, leads, meetings, enquiries (docs/product/crm.md).
 *
 * Notes for the code built on these tables:
 * - Value lists (lead stages, priorities, outcomes, meeting statuses/types/modes, enquiry stages,
 *   product types) live in @company/contracts (schemas/crm/enums.ts). Columns are plain text, so the
 *   zod schemas are the only gate; there are no check constraints to keep in step.
 * - Money is numeric(14,2): drizzle returns it as a string; convert with Number() when serialising.
 * - Dates without time (`date`, next_follow_up_date, delivery_date, added_date) are 'YYYY-MM-DD' strings.
 * - People (brand owner, CS person, assignee, creator) are tenant users; deleting a user sets them null.
 * - A brand with leads cannot be deleted (on delete restrict): the brand service answers that itself.
 *   Deleting a lead deletes its meetings and enquiries (on delete cascade): they have no meaning alone.
 * - Search uses ILIKE '%term%'; the gin_trgm_ops indexes below serve it (pg_trgm is created in the
 *   platform schema, found through the tenant search_path `tenant_x, public`).
 * - Custom fields of brands, leads, meetings and enquiries live in each table's custom_fields; their
 *   definitions are custom_columns rows of that entity.
 * - Every company starts with the built-in brand columns (system: name, brandOwner, website,
 *   createdAt; default: industry, phone), inserted by a tenant migration (docs/decisions/0010).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

import { users } from './users';
import { nameWords } from './search-words';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });
/**
 * Values of the company's custom fields, keyed by field name. A constant default, so adding the
 * column (and adding a field) never rewrites the table.
 */
const customFields = () => jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({});
/**
 * What serves the custom field conditions (crm/custom-fields): a trigram index over the values'
 * text for search and text filters, and a jsonb index for equal values (`@>`) and for the records
 * holding a field (`?`, when a field is removed).
 */
const customFieldIndexes = (table: string, values: ExtraConfigColumn) => [
  index(`${table}_custom_fields_trgm_idx`).using('gin', sql`(${values}::text) gin_trgm_ops`),
  index(`${table}_custom_fields_idx`).using('gin', values),
];

/**
 * What possible duplicate leads share (crm/leads/duplicates.ts, duplicate-groups.ts): the email in
 * lower case, and the phone's last ten digits however written, when it has PHONE_KEY_MIN_DIGITS or
 * more (a shorter one, an extension or a typo, would match unrelated leads). The leads indexes
 * below hold these expressions: statements must write them exactly so.
 */
export const emailKey = (email: AnyPgColumn | SQL): SQL => sql`lower(${email})`;
export const phoneKey = (phone: AnyPgColumn | SQL): SQL => sql`right(regexp_replace(${phone}, '\\D', '', 'g'), 10)`;
export const PHONE_KEY_MIN_DIGITS = 7;
/** Written with the number itself, not a parameter: the phone index is partial on this condition. */
export const hasPhoneKey = (phone: AnyPgColumn | SQL): SQL =>
  sql`length(${phoneKey(phone)}) >= ${sql.raw(String(PHONE_KEY_MIN_DIGITS))}`;

export interface CustomColumnOption {
  label: string;
  value: string;
}

export interface CustomColumnValidation {
  minValue?: number;
  maxValue?: number;
}

export const customColumns = pgTable(
  'custom_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity').notNull().default('brand'),
    name: text('name').notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    /** A built-in column stored in a brands table column; not deletable. */
    isDefault: boolean('is_default').notNull().default(false),
    /** A built-in column whose only editable property is its label. */
    isSystem: boolean('is_system').notNull().default(false),
    position: integer('position').notNull().default(0),
    options: jsonb('options').$type<CustomColumnOption[]>().notNull().default([]),
    validation: jsonb('validation').$type<CustomColumnValidation>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_columns_entity_name_key').on(t.entity, sql`lower(${t.name})`),
    index('custom_columns_entity_position_idx').on(t.entity, t.position),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    notes: text('notes'),
    logoKey: text('logo_key'),
    phone: text('phone'),
    website: text('website'),
    industry: text('industry'),
    brandOwnerId: userRef('brand_owner_id'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pinCode: text('pin_code'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    /** Values of the non-built-in columns. */
    customFields: customFields(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('brands_created_at_idx').on(t.createdAt),
    index('brands_name_sort_idx').on(sql`lower(${t.name})`),
    index('brands_brand_owner_id_idx').on(t.brandOwnerId),
    index('brands_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('brands_industry_trgm_idx').using('gin', t.industry.op('gin_trgm_ops')),
    index('brands_website_trgm_idx').using('gin', t.website.op('gin_trgm_ops')),
    index('brands_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    // The global search's exact and prefix matches, in index order (docs/decisions/0021).
    index('brands_name_search_idx').on(sql`lower(${t.name}) collate "C"`),
    index('brands_name_words_idx').using('gin', nameWords(t.name)),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: day('date')
      .notNull()
      .default(sql`current_date`),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    hq: text('hq'),
    clientName: text('client_name').notNull(),
    mobileNumber: text('mobile_number'),
    emailId: text('email_id'),
    designation: text('designation'),
    linkedin: text('linkedin'),
    website: text('website'),
    stage: text('stage').notNull().default('New'),
    outcome: text('outcome').notNull().default('Pending'),
    priority: text('priority').notNull().default('Medium'),
    csPersonId: userRef('cs_person_id'),
    comment: text('comment'),
    nextFollowUpDate: day('next_follow_up_date'),
    estimatedValue: money('estimated_value'),
    createdBy: userRef('created_by'),
    /**
     * The CSV import that created the lead, for the first entry of its timeline ("created by import:
     * file"). No foreign key: a key check per row would cost a 100,000-lead import seconds, and a
     * lead whose import is gone from the history simply starts with "created".
     */
    importId: uuid('import_id'),
    customFields: customFields(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_date_idx').on(t.date),
    index('leads_brand_id_idx').on(t.brandId),
    index('leads_stage_idx').on(t.stage),
    index('leads_outcome_idx').on(t.outcome),
    index('leads_priority_idx').on(t.priority),
    index('leads_cs_person_id_created_at_idx').on(t.csPersonId, t.createdAt.desc().nullsFirst(), t.id, t.stage),
    index('leads_next_follow_up_date_idx').on(t.nextFollowUpDate),
    index('leads_client_name_trgm_idx').using('gin', t.clientName.op('gin_trgm_ops')),
    index('leads_email_id_trgm_idx').using('gin', t.emailId.op('gin_trgm_ops')),
    index('leads_client_name_search_idx').on(sql`lower(${t.clientName}) collate "C"`),
    index('leads_client_name_words_idx').using('gin', nameWords(t.clientName)),
    // Possible duplicates company-wide (crm/leads/duplicate-groups.ts): each key with every column its
    // statement reads, so the leads are grouped off the index alone (index-only, in key order) and a
    // group's newest leads read off it, no lead's key worked out again.
    index('leads_email_key_idx')
      .on(emailKey(t.emailId), t.createdAt.desc(), t.id, t.emailId, t.csPersonId)
      .where(sql`${t.emailId} <> ''`),
    index('leads_phone_key_idx')
      .on(phoneKey(t.mobileNumber), t.createdAt.desc(), t.id, t.mobileNumber, t.csPersonId)
      .where(hasPhoneKey(t.mobileNumber)),
    ...customFieldIndexes('leads', t.customFields),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    type: text('type').notNull().default('Initial Call'),
    mode: text('mode').notNull().default('Video Call'),
    location: text('location'),
    meetingLink: text('meeting_link'),
    description: text('description'),
    notes: text('notes'),
    status: text('status').notNull().default('Scheduled'),
    outcome: text('outcome').notNull().default('Pending'),
    comment: text('comment'),
    nextFollowUpDate: day('next_follow_up_date'),
    csPersonId: userRef('cs_person_id'),
    customFields: customFields(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meetings_created_at_idx').on(t.createdAt),
    index('meetings_lead_id_idx').on(t.leadId),
    index('meetings_scheduled_at_idx').on(t.scheduledAt),
    index('meetings_status_idx').on(t.status),
    index('meetings_type_idx').on(t.type),
    index('meetings_outcome_idx').on(t.outcome),
    index('meetings_cs_person_id_idx').on(t.csPersonId),
    index('meetings_next_follow_up_date_idx').on(t.nextFollowUpDate),
    index('meetings_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('meetings_title_search_idx').on(sql`lower(${t.title}) collate "C"`),
    index('meetings_title_words_idx').using('gin', nameWords(t.title)),
    ...customFieldIndexes('meetings', t.customFields),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title'),
    requirement: text('requirement').notNull(),
    productType: text('product_type').notNull().default('Website'),
    /** The form's estimatedValue. */
    value: money('value'),
    /** The form's expectedDeliveryDate. */
    deliveryDate: day('delivery_date'),
    stage: text('stage').notNull().default('New'),
    priority: text('priority').notNull().default('Medium'),
    urgency: text('urgency').notNull().default('Medium'),
    assignedToId: userRef('assigned_to_id'),
    csPersonId: userRef('cs_person_id'),
    description: text('description'),
    comment: text('comment'),
    nextFollowUpDate: day('next_follow_up_date'),
    addedDate: day('added_date')
      .notNull()
      .default(sql`current_date`),
    customFields: customFields(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_created_at_idx').on(t.createdAt),
    index('enquiries_added_date_idx').on(t.addedDate),
    index('enquiries_lead_id_idx').on(t.leadId),
    index('enquiries_stage_idx').on(t.stage),
    index('enquiries_product_type_idx').on(t.productType),
    index('enquiries_priority_idx').on(t.priority),
    index('enquiries_cs_person_id_idx').on(t.csPersonId),
    index('enquiries_assigned_to_id_idx').on(t.assignedToId),
    index('enquiries_delivery_date_idx').on(t.deliveryDate),
    index('enquiries_next_follow_up_date_idx').on(t.nextFollowUpDate),
    index('enquiries_requirement_trgm_idx').using('gin', t.requirement.op('gin_trgm_ops')),
    index('enquiries_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('enquiries_requirement_search_idx').on(sql`lower(${t.requirement}) collate "C"`),
    index('enquiries_requirement_words_idx').using('gin', nameWords(t.requirement)),
    ...customFieldIndexes('enquiries', t.customFields),
  ],
);
