/**
 * Platform tables: everything that spans companies. They live in `public`. Their names must never
 * collide with a tenant table name, because tenant transactions search `tenant_<id>, public`.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { securityEventTable } from '../security-events';
import { apiKeyColumns } from '../api-key-columns';
import { idempotentRequestTable } from '../idempotent-requests';
import { listLayoutTable } from '../list-layouts';
import { twoFactorColumns } from '../two-factor-columns';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull().unique(),
    description: text('description'),
    status: text('status').notNull().default('active'),
    phone: text('phone'),
    website: text('website'),
    logoKey: text('logo_key'),
    themeColor: text('theme_color').notNull().default('#F97316'),
    subscriptionEndDate: date('subscription_end_date', { mode: 'string' }),
    allowAdminCompanySettings: boolean('allow_admin_company_settings').notNull().default(false),
    /** The owner's choice: every user signs in with a second factor, enrolling at their next sign-in. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** IANA zone name: "today", weeks and the digest hour are the company's own (docs/architecture.md#the-web-app). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The hour (0-23, company time) the daily follow-up digest goes out. */
    digestHour: integer('digest_hour').notNull().default(8),
    /** Which CRM records team members see: 'all', 'own' or 'department' (RECORD_VISIBILITIES). */
    recordVisibility: text('record_visibility').notNull().default('all'),
    // The owner lives in the tenant schema; these copies let platform lists show it without
    // touching every tenant. They are written in the same transaction as the tenant row.
    ownerId: uuid('owner_id'),
    ownerName: text('owner_name'),
    ownerEmail: text('owner_email'),
    ownerAvatarKey: text('owner_avatar_key'),
    usersTotal: integer('users_total').notNull().default(0),
    usersActive: integer('users_active').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_created_at_idx').on(t.createdAt)],
);

export const superAdmins = pgTable('super_admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  phone: text('phone'),
  avatarKey: text('avatar_key'),
  passwordHash: text('password_hash'),
  ...twoFactorColumns(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time sign-in codes. `audience` is `platform` or the company id as text. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * `sign-in`, or `step-up`: a code proving the inbox before a sensitive change to the account
     * (docs/security.md). A code of one purpose never serves the other.
     */
    purpose: text('purpose').notNull().default('sign-in'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_lookup_idx').on(t.audience, t.email, t.purpose, t.createdAt)],
);

/** A refresh-token family: one sign-in on one device. Its id is the `sid` claim. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull(),
    role: text('role').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_company_idx').on(t.companyId), index('sessions_subject_idx').on(t.subjectId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Fixed-window counters; kept in PostgreSQL so several stateless servers share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const companyNotes = pgTable(
  'company_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdByAvatarKey: text('created_by_avatar_key'),
    updatedById: uuid('updated_by_id'),
    updatedByName: text('updated_by_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('company_notes_company_idx').on(t.companyId, t.createdAt)],
);

export const noteAttachments = pgTable(
  'note_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => companyNotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('note_attachments_note_idx').on(t.noteId)],
);

export const companyTimeline = pgTable(
  'company_timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    performedById: uuid('performed_by_id'),
    performedByName: text('performed_by_name'),
    createdAt: createdAt(),
  },
  (t) => [index('company_timeline_company_idx').on(t.companyId, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The latest delivery failure. */
    error: text('error'),
    /** Delivery attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next retry is due; null once sent, or once the retries are spent (failed). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * Set on mail that must go out at most once (a day's digest, a meeting's reminder): a job that
     * runs twice finds the key taken and records nothing.
     */
    onceKey: text('once_key').unique(),
    /**
     * The body holds a secret (a sign-in or step-up code): once delivered (or printed, without
     * SMTP) it is blanked, keeping who, when and the subject for support.
     */
    redactAfterDelivery: boolean('redact_after_delivery').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt), index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);

/**
 * The security log of the platform's own accounts (super admins): their sign-ins, account changes
 * and what they take out of the platform. Companies keep theirs in their schema (security_events).
 */
export const platformSecurityEvents = securityEventTable('platform_security_events');

/** The platform's API keys (scope `platform`), created by super admins; a company's are in its schema. */
export const platformApiKeys = pgTable('platform_api_keys', {
  ...apiKeyColumns(),
  createdById: uuid('created_by_id').references(() => superAdmins.id, { onDelete: 'set null' }),
});

/**
 * The admin host's idempotent writes. Its writes open their own transactions, so the key is taken
 * in one of its own before the write and its answer kept after (packages/api/src/core/idempotency/platform.ts).
 */
export const platformIdempotentRequests = idempotentRequestTable('platform_idempotent_requests');

/** Each super admin's own layouts of the admin lists (packages/api/src/kit/list-layouts). */
export const superAdminListLayouts = listLayoutTable('super_admin_list_layouts', () => superAdmins.id);
