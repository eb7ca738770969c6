/**
 * Taking a delivery for one attempt. The claim counts the attempt and, in the same transaction,
 * sends the job of the next one for the time it would be due after a failure: if this process
 * dies mid-attempt, that job tries again, so a delivery is never lost between its jobs. A job
 * that finds its delivery already delivered, not due yet, or held by another attempt does nothing,
 * so duplicate jobs never send twice.
 */
import { MESSAGES, WEBHOOKS } from '@app/contracts';
import { eq, sql, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { sendAttempt } from './payload';
import { openSigningSecret } from './signing';
import { attemptLeaseMs, DUE_SLACK_MS, retryDelayMs } from './timing';

const { webhooks, webhookDeliveries } = tenantTables;
const m = MESSAGES.webhooks.delivery;

export interface ClaimedAttempt {
  deliveryId: string;
  webhookId: string;
  eventId: string;
  body: string;
  url: string;
  secret: string;
  /** This attempt's number, 1 for the first. */
  attempt: number;
  /** No attempt follows this one if it fails. */
  last: boolean;
}

/** Ends a delivery without an attempt (its endpoint is off, or its secret cannot be read). */
async function giveUp(tx: Tx, deliveryId: string, reason: string, now: Date) {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: reason, nextAttemptAt: null, updatedAt: now })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export async function claimAttempt(
  deps: AppDeps,
  tx: Tx,
  companyId: number,
  deliveryId: string,
): Promise<ClaimedAttempt | null> {
  const now = deps.now();
  // SKIP LOCKED: a delivery another job is claiming right now is that job's.
  const [row] = await tx
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .for('update', { of: webhookDeliveries, skipLocked: true });
  if (!row || row.delivery.status !== 'pending') return null;
  const { delivery, webhook } = row;
  if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now.getTime() + DUE_SLACK_MS) return null;
  if (!webhook.isActive) {
    await giveUp(tx, delivery.id, m.endpointOff, now);
    return null;
  }
  const secret = openSigningSecret(deps.config.jwtSecret, webhook.secretSealed);
  if (secret === null) {
    await giveUp(tx, delivery.id, m.secretUnreadable, now);
    return null;
  }
  const attempt = delivery.attempts + 1;
  const delay = retryDelayMs(deps.config, attempt);
  const nextAttemptAt = new Date(now.getTime() + (delay ?? attemptLeaseMs(deps.config)));
  await tx
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt, updatedAt: now })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (delay !== null) await sendAttempt(deps, tx, companyId, delivery.id, nextAttemptAt);
  return {
    deliveryId: delivery.id,
    webhookId: webhook.id,
    eventId: delivery.eventId,
    body: delivery.body,
    url: webhook.url,
    secret,
    attempt,
    last: delay === null,
  };
}

/** The headers of every attempt: the event's id (for the receiver's deduplication) and the signature. */
export const attemptHeaders = (claimed: ClaimedAttempt, signature: string): Record<string, string> => ({
  'Content-Type': 'application/json',
  'User-Agent': WEBHOOKS.userAgent,
  'X-Webhook-Id': claimed.eventId,
  'X-Webhook-Signature': signature,
});
