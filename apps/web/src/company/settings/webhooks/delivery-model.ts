/** An endpoint's deliveries on the screen: their status colours, what a row says, and when to look again. */
import { MESSAGES, type WebhookDeliveryStatus } from '@app/contracts';

import type { RouterOutputs } from '../../../lib/api/types';

const t = MESSAGES.web.webhooks.log;

export type WebhookDelivery = RouterOutputs['company']['webhooks']['deliveries']['deliveries'][number];

export const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'yellow',
  delivered: 'green',
  failed: 'red',
};

/** The status in words; one this screen does not know yet goes by its name. */
export const statusLabel = (status: string): string =>
  (t.statuses as Record<string, string | undefined>)[status] ?? status;

export const statusColor = (status: string): string =>
  (STATUS_COLORS as Record<string, string | undefined>)[status] ?? 'gray';

/** The last attempt's answer: its HTTP status, or 'No answer' (timed out, refused, not tried yet). */
export const responseText = (delivery: Pick<WebhookDelivery, 'lastStatusCode'>): string =>
  delivery.lastStatusCode === null ? t.noResponse : String(delivery.lastStatusCode);

/** How long the last attempt took, or '-' before the first one. */
export const latencyText = (delivery: Pick<WebhookDelivery, 'lastLatencyMs'>): string =>
  delivery.lastLatencyMs === null ? MESSAGES.web.time.emptyDate : t.latency(delivery.lastLatencyMs);

/** A 2xx answer reads green, anything else red. */
export const responseColor = (code: number | null): string | undefined =>
  code === null ? 'dimmed' : code >= 200 && code < 300 ? 'green' : 'red';

/** How soon after now a pending delivery counts as under way: its attempt is about to be made. */
const SOON_MS = 60_000;

/** How often the log looks again while a delivery is under way. */
export const POLL_MS = 2_000;

/**
 * Whether the log should look again shortly: a delivery is pending with its attempt due within the
 * minute (a retry hours away is not worth watching for).
 */
export function hasDeliveryUnderWay(
  deliveries: readonly Pick<WebhookDelivery, 'status' | 'nextAttemptAt'>[],
  now: Date,
): boolean {
  return deliveries.some(
    (delivery) =>
      delivery.status === 'pending' &&
      (delivery.nextAttemptAt === null || new Date(delivery.nextAttemptAt).getTime() <= now.getTime() + SOON_MS),
  );
}

/**
 * After a send by hand (a test event, a redelivery), how long the log keeps looking whatever it
 * reads: while an attempt is being made its delivery already reads as pending with the retry time
 * after a failure (the claim sets it before the attempt, claim.ts), which is not "under way".
 */
export const WATCH_AFTER_SEND_MS = 60_000;

/** Whether the log should look again shortly: within the watch after a send, or a delivery under way. */
export const keepsLooking = (
  deliveries: readonly Pick<WebhookDelivery, 'status' | 'nextAttemptAt'>[],
  now: Date,
  watchUntil: number,
): boolean => now.getTime() < watchUntil || hasDeliveryUnderWay(deliveries, now);
