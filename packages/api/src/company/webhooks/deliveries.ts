/**
 * An endpoint's deliveries as Company Settings shows them (newest first, in pages), and the two
 * ways a person sends to an endpoint by hand: a test event, and another attempt of a delivery
 * with the same body. Both go through the same jobs as every other delivery.
 */
import { randomUUID } from 'node:crypto';

import { MESSAGES, WEBHOOKS, type WebhookDeliveriesInput } from '@app/contracts';
import { and, count, desc, eq, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pageWindow, paginationOf } from '../../kit/pagination/page';
import { queueDeliveries, sendAttempt } from './payload';
import { findWebhook } from './store';

const { webhookDeliveries } = tenantTables;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const m = MESSAGES.webhooks;

/** A delivery as the API answers it: not its body, which the receiver has. */
export const serializeDelivery = (row: DeliveryRow) => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastLatencyMs: row.lastLatencyMs,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt,
  deliveredAt: row.deliveredAt,
  createdAt: row.createdAt,
});
export type DeliveryView = ReturnType<typeof serializeDelivery>;

export async function listDeliveries(tx: Tx, input: WebhookDeliveriesInput) {
  await findWebhook(tx, input.id);
  const mine = eq(webhookDeliveries.webhookId, input.id);
  const { limit, offset } = pageWindow(input);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(webhookDeliveries)
      .where(mine)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    tx.select({ n: count() }).from(webhookDeliveries).where(mine),
  ]);
  return { deliveries: rows.map(serializeDelivery), pagination: paginationOf(input, total?.n ?? 0) };
}

async function activeWebhook(tx: Tx, id: string) {
  const webhook = await findWebhook(tx, id);
  if (!webhook.isActive) throw new AppError('CONFLICT', m.inactive);
  return webhook;
}

async function deliveryById(tx: Tx, id: string) {
  const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

/** A `webhook.test` event for this endpoint alone, whatever it subscribes to. */
export async function sendTestEvent(deps: AppDeps, tx: Tx, companyId: number, id: string): Promise<DeliveryView> {
  const webhook = await activeWebhook(tx, id);
  const event = {
    id: randomUUID(),
    type: WEBHOOKS.testEventType,
    createdAt: deps.now(),
    data: { webhookId: webhook.id, note: m.testEventNote },
  };
  const [deliveryId] = await queueDeliveries(deps, tx, companyId, [{ webhookId: webhook.id, event }]);
  return serializeDelivery(await deliveryById(tx, deliveryId!));
}

/**
 * Another attempt of a delivery, with the same body and event id (a receiver that deduplicates by
 * X-Webhook-Id sees it once), due now. Its attempts keep counting, and a failure follows the
 * schedule from there.
 */
export async function redeliver(
  deps: AppDeps,
  tx: Tx,
  companyId: number,
  input: { id: string; deliveryId: string },
): Promise<DeliveryView> {
  await activeWebhook(tx, input.id);
  const now = deps.now();
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
    .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.webhookId, input.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', m.deliveryNotFound);
  await sendAttempt(deps, tx, companyId, row.id);
  return serializeDelivery(row);
}
