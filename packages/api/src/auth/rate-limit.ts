import { MESSAGES } from '@app/contracts';
import { and, eq, lt, platformTables, sql, type Executor } from '@app/db';

import { AppError } from '../core/errors';

const { rateLimits } = platformTables;

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface WindowHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends and the count starts again. */
  resetAt: Date;
}

/**
 * Counts one hit on `key` in the current fixed window. Pass the pool, not a request transaction:
 * a hit must stay counted even when the request then fails (an unknown email, a wrong code), or
 * the limit would never bite.
 */
export async function countHit(db: Executor, key: string, limit: RateLimit, now: Date): Promise<WindowHit> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const hits = row?.hits ?? 0;
  // Old windows of this key are dead weight; the window's first hit drops them, keeping the table small.
  if (hits === 1)
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  return { hits, resetAt: new Date(windowStart.getTime() + limit.windowMs) };
}

/** Counts one hit on `key` and says whether it is still allowed. */
export async function hitRateLimit(db: Executor, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  return (await countHit(db, key, limit, now)).hits <= limit.max;
}

/**
 * The key counting `action` for one email in one realm. The realm is part of it, so calls made on
 * one company's host (or for a company that does not exist) never lock the same address out of
 * another company or the admin host.
 */
export const emailLimitKey = (action: string, audience: string, email: string) =>
  `${action}:${audience}:email:${email}`;

/** Counts a hit on every key (all of them, even past the first refusal), then 429 if any is over. */
export async function enforceRateLimits(
  db: Executor,
  hits: { key: string; limit: RateLimit }[],
  now: Date,
): Promise<void> {
  const allowed = await Promise.all(hits.map(({ key, limit }) => hitRateLimit(db, key, limit, now)));
  if (allowed.includes(false)) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.auth.tooManyRequests);
}
