/**
 * What an attempt leaves behind: on the delivery, its status, answer and reason; on the endpoint,
 * since when it has been failing. A success clears that; a failure more than a day after the first
 * of an unbroken run turns the endpoint off (disable.ts).
 */
import { WEBHOOKS } from '@app/contracts';
import { and, eq, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { ClaimedAttempt } from './claim';
import { disableEndpoint } from './disable';
import type { AttemptOutcome } from './post-event';

const { webhooks, webhookDeliveries } = tenantTables;

const DISABLE_AFTER_MS = WEBHOOKS.disableAfterHours * 3_600_000;

export async function recordOutcome(
  deps: AppDeps,
  tx: Tx,
  companyId: number,
  claimed: ClaimedAttempt,
  outcome: AttemptOutcome,
): Promise<void> {
  const now = deps.now();
  // The endpoint's row is the turn every attempt of it takes, so failingSince and turning it off
  // are decided once even when several deliveries fail at the same moment.
  const [webhook] = await tx.select().from(webhooks).where(eq(webhooks.id, claimed.webhookId)).for('update');
  if (!webhook) return;
  const answer = {
    lastStatusCode: outcome.statusCode,
    lastLatencyMs: outcome.latencyMs,
    lastError: outcome.error?.slice(0, WEBHOOKS.errorMax) ?? null,
    updatedAt: now,
  };
  // Only a delivery still pending takes the outcome: a faster attempt may have delivered it, or
  // the endpoint may have been turned off meanwhile.
  const stillPending = and(eq(webhookDeliveries.id, claimed.deliveryId), eq(webhookDeliveries.status, 'pending'));
  if (outcome.error === null) {
    await tx
      .update(webhookDeliveries)
      .set({ ...answer, status: 'delivered', deliveredAt: now, nextAttemptAt: null })
      .where(stillPending);
    if (webhook.failingSince) {
      await tx.update(webhooks).set({ failingSince: null, updatedAt: now }).where(eq(webhooks.id, webhook.id));
    }
    return;
  }
  await tx
    .update(webhookDeliveries)
    .set({ ...answer, ...(claimed.last ? { status: 'failed', nextAttemptAt: null } : {}) })
    .where(stillPending);
  if (!webhook.isActive) return;
  if (!webhook.failingSince) {
    await tx.update(webhooks).set({ failingSince: now, updatedAt: now }).where(eq(webhooks.id, webhook.id));
  } else if (now.getTime() - webhook.failingSince.getTime() > DISABLE_AFTER_MS) {
    await disableEndpoint(deps, tx, companyId, webhook, now);
  }
}
