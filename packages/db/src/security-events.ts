/**
 * The security log's table, declared once for both places it lives: `security_events` in every
 * company's schema and `platform_security_events` in `public` for the platform's own accounts
 * (docs/decisions/0027-security-log.md). Rows are only ever inserted, and deleted by the retention
 * job once old enough: a trigger in the migrations refuses UPDATE and TRUNCATE.
 *
 * The actor's and the subject's names are copies taken when the event was written, so the log
 * still reads right after a person is renamed or removed; their ids are not foreign keys for the
 * same reason (and because a super admin lives in another schema than the company's users).
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { SECURITY_LOG } from '@app/contracts';

const atMost = (limit: number) => sql.raw(String(limit));

export const securityEventTable = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      /** The moment of writing, not the transaction's start: an import's run lasts minutes. */
      at: timestamp('at', { withTimezone: true })
        .notNull()
        .default(sql`clock_timestamp()`),
      /** One of SECURITY_EVENT_TYPES. */
      type: text('type').notNull(),
      /** user | super_admin | api_key | anonymous (SECURITY_ACTOR_KINDS); no id for anonymous. */
      actorKind: text('actor_kind').notNull(),
      actorId: uuid('actor_id'),
      actorLabel: text('actor_label').notNull(),
      /** Whom the event is about when that is not the actor (a member whose role changed). */
      subjectId: uuid('subject_id'),
      subjectLabel: text('subject_label'),
      ip: text('ip'),
      userAgent: text('user_agent'),
      /** A few facts (which list, how many rows); bounded by the writer. */
      detail: jsonb('detail')
        .$type<Record<string, unknown>>()
        .notNull()
        .default(sql`'{}'::jsonb`),
    },
    (t) => [
      // The reading filters: newest first, by person, by kind; pruning reads the first. Ascending,
      // read backwards for `order by at desc, id desc` (drizzle writes `desc` as DESC NULLS LAST,
      // which that order, NULLS FIRST, would not match).
      index(`${name}_at_idx`).on(t.at, t.id),
      index(`${name}_actor_idx`).on(t.actorId, t.at),
      index(`${name}_type_idx`).on(t.type, t.at),
      // Guards behind the writer's own truncation, for any writer that skips it.
      check(`${name}_actor_label_bound`, sql`char_length(${t.actorLabel}) <= ${atMost(SECURITY_LOG.labelMax)}`),
      check(`${name}_subject_label_bound`, sql`char_length(${t.subjectLabel}) <= ${atMost(SECURITY_LOG.labelMax)}`),
      check(`${name}_ip_bound`, sql`char_length(${t.ip}) <= ${atMost(SECURITY_LOG.ipMax)}`),
      check(`${name}_user_agent_bound`, sql`char_length(${t.userAgent}) <= ${atMost(SECURITY_LOG.userAgentMax)}`),
      // jsonb's text form spaces out what the writer measured packed, hence the margin.
      check(`${name}_detail_bound`, sql`octet_length(${t.detail}::text) <= ${atMost(SECURITY_LOG.detailMaxBytes * 2)}`),
    ],
  );

export type SecurityEventsTable = ReturnType<typeof securityEventTable>;
export type SecurityEventRow = SecurityEventsTable['$inferSelect'];
export type NewSecurityEvent = SecurityEventsTable['$inferInsert'];
