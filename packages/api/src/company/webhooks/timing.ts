/** When attempts happen: the product's schedule (WEBHOOKS), or the shorter one tests configure. */
import { WEBHOOKS } from '@app/contracts';

import type { AppConfig } from '../../core/deps';

const PRODUCT_DELAYS_MS = WEBHOOKS.retryDelaysMinutes.map((minutes) => minutes * 60_000);

export const attemptTimeoutMs = (config: AppConfig) => config.webhookTiming?.timeoutMs ?? WEBHOOKS.timeoutMs;

/** The wait after attempt number `attempt` (1-based) fails, or null when it was the last one. */
export function retryDelayMs(config: AppConfig, attempt: number): number | null {
  const delays = config.webhookTiming?.retryDelaysMs ?? PRODUCT_DELAYS_MS;
  return delays[attempt - 1] ?? null;
}

/**
 * How long an attempt holds its delivery: a second job for it (a redelivery clicked twice) waits
 * this long before it may try too, and by then the first one has answered or timed out.
 */
export const attemptLeaseMs = (config: AppConfig) => attemptTimeoutMs(config) + 60_000;

/** A job may start a moment before the time it was set for. */
export const DUE_SLACK_MS = 5_000;
