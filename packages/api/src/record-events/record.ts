/**
 * Writes record events in the transaction of the change that caused them, then hands them to the
 * company's webhook endpoints in the same transaction (webhooks/fan-out.ts): an event exists, and
 * is delivered, exactly when its change committed.
 */
import { entityOfEvent, type RecordEventType } from '@app/contracts';
import { sql, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../deps';
import { fanOutEvents } from '../webhooks/fan-out';

const { recordEvents } = tenantTables;

/** The first half of the per-company lock key of event writers (the second is the company id). */
const RECORD_EVENTS_LOCK = 2801;

export interface NewRecordEvent {
  type: RecordEventType;
  recordId: string;
  /** The record as the REST API answers it; for a deletion, `{ id }`. */
  data: Record<string, unknown>;
}

/** Plain JSON, as the REST API would send it (dates as ISO strings). */
const asJson = (data: Record<string, unknown>) => JSON.parse(JSON.stringify(data)) as Record<string, unknown>;

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
  const rows = await tx
    .insert(recordEvents)
    .values(
      events.map((event) => ({
        type: event.type,
        entity: entityOfEvent(event.type),
        recordId: event.recordId,
        data: asJson(event.data),
      })),
    )
    .returning({
      id: recordEvents.id,
      type: recordEvents.type,
      createdAt: recordEvents.createdAt,
      data: recordEvents.data,
    });
  await fanOutEvents(deps, tx, companyId, rows);
}
