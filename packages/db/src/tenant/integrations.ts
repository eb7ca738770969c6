/**
 * What integrations use in a company's schema: its API keys, the answers kept for idempotent
 * writes, the record events (the changes feed and what webhooks deliver), the webhook endpoints
 * and their deliveries (docs/decisions/0028-integrations.md).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { apiKeyColumns } from '../api-key-columns';
import { idempotentRequestTable } from '../idempotent-requests';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const apiKeys = pgTable('api_keys', {
  ...apiKeyColumns(),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Written in the write's own transaction, so a key is taken exactly when its write committed
 * (packages/api/src/core/idempotency/writes.ts).
 */
export const idempotentRequests = idempotentRequestTable('idempotent_requests');

/**
 * Every change to a record an integration can hear about; `seq` is the changes feed's cursor.
 * Written in the change's transaction, so nothing is recorded for a change that rolled back and
 * nothing is lost when a process dies after the commit. Writers of one company take a lock until
 * their commit before taking a `seq` (packages/api/src/kit/record-events/record.ts), so `seq` order is commit order
 * and an event never appears behind a cursor already handed out.
 */
export const recordEvents = pgTable(
  'record_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: uuid('id').notNull().defaultRandom(),
    /** WEBHOOK_EVENT_TYPES, e.g. lead.created. */
    type: text('type').notNull(),
    /** lead | meeting | enquiry | brand | member | import */
    entity: text('entity').notNull(),
    recordId: uuid('record_id').notNull(),
    /** The record as the REST API returns it; for a deletion, its id. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('record_events_entity_idx').on(t.entity, t.seq), index('record_events_created_at_idx').on(t.createdAt)],
);

/** An endpoint that receives the company's events. The signing secret is sealed by the server. */
export const webhooks = pgTable('webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secretSealed: text('secret_sealed').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Since when every delivery has failed; cleared by a success. A day of it disables the endpoint. */
  failingSince: at('failing_since'),
  disabledAt: at('disabled_at'),
  disabledReason: text('disabled_reason'),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One event for one endpoint: its attempts so far and how the last one went. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact body sent, so every attempt and a redelivery sign and send the same bytes. */
    body: text('body').notNull(),
    /** pending | delivered | failed (WEBHOOK_DELIVERY_STATUSES) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);
