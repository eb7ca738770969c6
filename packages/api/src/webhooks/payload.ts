/**
 * What a delivery sends: the event as one JSON text, `{"id","type","createdAt","data"}`. It is
 * written once, when the delivery is made, and every attempt signs and sends those same bytes.
 */
import { JOB_QUEUES, tenantTables, type Executor } from '@app/db';

import type { AppDeps } from '../deps';

const { webhookDeliveries } = tenantTables;

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

export const eventBody = (event: WebhookEvent) =>
  JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data });

/** Rows per insert: well under PostgreSQL's limit on a statement's parameters. */
const INSERT_CHUNK = 500;

/**
 * Records deliveries of events to endpoints and sends one job per delivery, both in `tx`: the jobs
 * exist exactly when the deliveries (and the change that caused them) do.
 */
export async function queueDeliveries(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Executor,
  companyId: number,
  deliveries: { webhookId: string; event: WebhookEvent }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
    const rows = await tx
      .insert(webhookDeliveries)
      .values(
        deliveries.slice(start, start + INSERT_CHUNK).map(({ webhookId, event }) => ({
          webhookId,
          eventId: event.id,
          eventType: event.type,
          body: eventBody(event),
        })),
      )
      .returning({ id: webhookDeliveries.id });
    ids.push(...rows.map((row) => row.id));
  }
  for (const deliveryId of ids) await sendAttempt(deps, tx, companyId, deliveryId);
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
