/**
 * What a delivery sends: the event as one JSON text, `{"id","type","createdAt","data"}`. It is
 * written once, when the delivery is made, and every attempt signs and sends those same bytes.
 */
import { randomUUID } from 'node:crypto';

import { JOB_QUEUES, sql, tenantTables, type Executor } from '@app/db';

import type { AppDeps } from '../../core/deps';

const { webhookDeliveries } = tenantTables;

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

export const eventBody = (event: WebhookEvent) =>
  JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data });

/** Deliveries per statement (each holds its body). */
const INSERT_CHUNK = 500;

/**
 * Records deliveries of events to endpoints and sends one job per delivery, both in `tx`: the jobs
 * exist exactly when the deliveries (and the change that caused them) do. A change can fan out to
 * thousands (an import's records): each chunk's rows travel as one JSON parameter and its jobs
 * go in one statement.
 */
export async function queueDeliveries(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Executor,
  companyId: number,
  deliveries: { webhookId: string; event: WebhookEvent }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
    const rows = deliveries.slice(start, start + INSERT_CHUNK).map(({ webhookId, event }) => ({
      id: randomUUID(),
      webhook_id: webhookId,
      event_id: event.id,
      event_type: event.type,
      body: eventBody(event),
    }));
    await tx.execute(sql`insert into ${webhookDeliveries} (id, webhook_id, event_id, event_type, body)
      select d.id, d.webhook_id, d.event_id, d.event_type, d.body
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as d(id uuid, webhook_id uuid, event_id uuid, event_type text, body text)`);
    const jobs = rows.map((row) => ({ companyId, deliveryId: row.id }));
    await deps.jobs.sendMany(JOB_QUEUES.webhookDeliver.name, jobs, { tx });
    ids.push(...jobs.map((job) => job.deliveryId));
  }
  return ids;
}

/** The job of one attempt: now, or at `startAfter`. */
export const sendAttempt = (
  deps: Pick<AppDeps, 'jobs'>,
  tx: Executor,
  companyId: number,
  deliveryId: string,
  startAfter?: Date,
) => deps.jobs.send(JOB_QUEUES.webhookDeliver.name, { companyId, deliveryId }, { tx, startAfter });
