import type { tenantTables } from '@app/db';

import { BoundedCache, stringBytes } from '../core/caching/bounded-cache';
import type { HostTarget } from '../core/tenancy/host';

export type CheckedUser = typeof tenantTables.users.$inferSelect;

/** Taken before the database is read, so a check that overlapped a write is never kept. */
export interface CheckMark {
  epoch: number;
  generation: number;
  at: number;
}

interface Entry {
  user: CheckedUser;
  companyId: number;
  epoch: number;
  generation: number;
  /** On the monotonic clock: the end of the entry's lifetime. */
  until: number;
  /** On the request clock (`deps.now`): when the session itself ends. */
  sessionEndsAt: number;
}

/** How long a checked session is answered from memory: the longest a revocation made elsewhere waits. */
export const CHECKED_SESSION_LIFETIME_MS = 1000;

/**
 * A company user's session check (session open, account active, its row), kept for a moment so
 * the reads of a busy screen do not each read it again (docs/decisions/0018-request-path.md §9).
 * Writes never take it: a mutation always reads the check.
 *
 * - On this server a write takes effect at once: every mutation, successful or not, forgets the
 *   company's checks when it ends (a platform mutation forgets all), and a check read while that
 *   write was under way is not kept (its mark predates the forgetting).
 * - Writes this server did not make (another server, a job, the database directly) take effect
 *   within the lifetime, one second.
 */
export class CheckedSessions {
  private readonly entries: BoundedCache<string, Entry>;
  private epoch = 0;
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly lifetimeMs = CHECKED_SESSION_LIFETIME_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.entries = new BoundedCache({
      maxEntries: 20_000,
      maxBytes: 16 * 1024 * 1024,
      sizeOf: (key, entry) => stringBytes(key) + 200 + stringBytes(JSON.stringify(entry.user)),
    });
  }

  mark(companyId: number): CheckMark {
    return { epoch: this.epoch, generation: this.generations.get(companyId) ?? 0, at: this.clock() };
  }

  /** The user of an open session checked within the lifetime, if nothing has been written since. */
  remembered(companyId: number, sessionId: string, userId: string, now: Date): CheckedUser | undefined {
    const key = `${companyId}:${sessionId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const current =
      entry.epoch === this.epoch &&
      entry.generation === (this.generations.get(companyId) ?? 0) &&
      entry.until > this.clock() &&
      entry.sessionEndsAt > now.getTime() &&
      entry.user.id === userId;
    if (current) return entry.user;
    this.entries.delete(key);
    return undefined;
  }

  remember(mark: CheckMark, companyId: number, sessionId: string, user: CheckedUser, sessionEndsAt: Date): void {
    if (mark.epoch !== this.epoch || mark.generation !== (this.generations.get(companyId) ?? 0)) return;
    this.entries.set(`${companyId}:${sessionId}`, {
      user,
      companyId,
      epoch: mark.epoch,
      generation: mark.generation,
      until: mark.at + this.lifetimeMs,
      sessionEndsAt: sessionEndsAt.getTime(),
    });
  }

  /** After a write in one company: its checks are read again. */
  forgetCompany(companyId: number): void {
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
  }

  /** After a platform write (a company's status, a super admin's change to its users): all are. */
  forgetAll(): void {
    this.epoch += 1;
    this.generations.clear();
    this.entries.clear();
  }

  /**
   * After a mutation on `target`. The company is looked up among the ones this server already knows
   * (it had to be known for a check of it to be kept); if it is no longer known, all are forgotten.
   */
  forgetAfterWrite(target: HostTarget, companyIdOf: (subdomain: string) => number | undefined): void {
    if (target.kind === 'platform') return this.forgetAll();
    const companyId = companyIdOf(target.subdomain);
    if (companyId === undefined) return this.forgetAll();
    this.forgetCompany(companyId);
  }
}
