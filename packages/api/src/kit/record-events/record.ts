/**
 * Writes record events in the transaction of the change that caused them, then hands them to the
 * company's webhook endpoints in the same transaction (webhooks/fan-out.ts): an event exists, and
 * is delivered, exactly when its change committed.
 */
import { randomUUID } from 'node:crypto';

import { entityOfEvent, type RecordEventType } from '@app/contracts';
import { sql, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { UrlSigning } from '../../services/files/signed-url';
import { fanOutEvents } from '../../company/webhooks/fan-out';

const { recordEvents } = tenantTables;

/** The first half of the per-company lock key of event writers (the second is the company id). */
const RECORD_EVENTS_LOCK = 2801;

export interface NewRecordEvent {
  type: RecordEventType;
  recordId: string;
  /** The record as the REST API answers it; for a deletion, `{ id }`. */
  data: Record<string, unknown>;
}

/**
 * File links in events that no company user's request wrote (an import's run, a super admin's
 * change): signed for no session, since the writer's session means nothing to the company's
 * integrations. Public files (logos) open through them.
 */
export const sessionlessSigning = (deps: Pick<AppDeps, 'config' | 'now'>): UrlSigning => ({
  secret: deps.config.jwtSecret,
  now: deps.now(),
});

export async function recordEventsIn(
  deps: AppDeps,
  tx: Tx,
  companyId: number,
  events: readonly NewRecordEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // Held to the commit: the next writer takes its seq only after this one's events are visible,
  // so a feed reader never sees a later seq before an earlier one (record-events/feed.ts).
  await tx.execute(sql`select pg_advisory_xact_lock(${RECORD_EVENTS_LOCK}, ${companyId})`);
  // One JSON parameter expanded in PostgreSQL, seqs taken in the list's order: an import's
  // thousand events cost one statement, not four parameters each (as crm/imports/write.ts).
  const list = events.map((event) => ({
    id: randomUUID(),
    type: event.type,
    entity: entityOfEvent(event.type),
    record_id: event.recordId,
    data: event.data,
  }));
  const written = await tx.execute<{ id: string; created_at: string }>(
    sql`insert into ${recordEvents} (id, type, entity, record_id, data)
      select e.id, e.type, e.entity, e.record_id, e.data
      from rows from (jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
        as (id uuid, type text, entity text, record_id uuid, data jsonb))
        with ordinality as e(id, type, entity, record_id, data, n)
      order by e.n
      returning id, created_at`,
  );
  // The driver hands a timestamp over as PostgreSQL's text, which Date reads (as drizzle's own mapping does).
  const createdAt = new Map(written.map((row) => [row.id, new Date(row.created_at)]));
  // Deliveries send the data as the REST API would (JSON.stringify: dates as ISO strings).
  const recorded = list.map((event) => ({
    id: event.id,
    type: event.type,
    createdAt: createdAt.get(event.id)!,
    data: event.data,
  }));
  await fanOutEvents(deps, tx, companyId, recorded);
}
