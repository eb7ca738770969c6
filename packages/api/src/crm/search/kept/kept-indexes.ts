/**
 * The kept indexes of every company this server searches (docs/decisions/0026): bounded in memory
 * (least recently searched out first), each served only at the counters' version it was read at,
 * and brought up to date in the background when a search finds it stale (its changed records only,
 * while its base is recent and they are few). Until then the statement answers.
 */
import type { SearchKind } from '@app/contracts';

import { BoundedCache } from '../../../core/caching/bounded-cache';
import type { Logger } from '../../../core/deps';
import type { KeptKind } from './kept-kind';
import type { Loaded, ReadRequest } from './load';

export interface KeptLimits {
  /** What all kept indexes may take together (their own estimate, KeptKind.bytes). */
  maxBytes: number;
  /** A kind is read again at most this often... */
  minRereadMs: number;
  /** ...and read whole at most this share of the time: after a whole read taking d ms, not before d / share ms. */
  rereadShare: number;
  /** Changed records kept beside a base at most; more, and the kind is read whole again. */
  maxChanged: number;
  /** A base older than this is read whole again (search_changes keeps an hour of changes). */
  maxBaseAgeMs: number;
  /** How long a search waits for the changes of its stale kinds to be read, before the statement answers. */
  waitMs: number;
}

export const KEPT_LIMITS: KeptLimits = {
  // SEARCH_MEMORY_MB sets it at start (limitMemory). A company with 100,000 leads takes about
  // 75 MB by this estimate (bench/search/kept-read.ts).
  maxBytes: 256 * 1024 * 1024,
  minRereadMs: 0,
  rereadShare: 0.05,
  maxChanged: 2_000,
  maxBaseAgeMs: 50 * 60_000,
  waitMs: 100,
};

/** Whether the counters of version `kept` ("3/7") are each at least those of `seen`. */
function atLeast(kept: string, seen: string): boolean {
  if (kept === seen) return true;
  const [ours, theirs] = [kept.split('/'), seen.split('/')];
  return ours.length === theirs.length && ours.every((count, i) => Number(count) >= Number(theirs[i]));
}

/** Reads the kinds asked for (load.ts, bound to the company). */
export type Reload = (requests: ReadRequest[]) => Promise<Loaded>;

interface Kept {
  kept: KeptKind;
  version: string;
}

export class KeptIndexes {
  private kept: BoundedCache<string, Kept>;
  /** When a place's kind may be read again, whole or its changes, after a read or a failed one. */
  private readonly notBefore = new BoundedCache<string, { whole: number; changes: number }>({
    maxEntries: 20_000,
    maxBytes: 4 << 20,
    sizeOf: (key) => 2 * key.length + 80,
  });
  /** Reads under way, one per place at a time. */
  private readonly reading = new Map<string, Promise<void>>();
  /** Kinds answered from memory, for tests and the bench. */
  served = 0;
  /** Kinds read whole and kinds brought up to date by their changes, for tests and the bench. */
  readonly reads = { whole: 0, changes: 0 };
  /** Off: the statement answers every search (SEARCH_MEMORY_MB=0; tests of the statement). */
  enabled: boolean;

  constructor(readonly limits: KeptLimits = { ...KEPT_LIMITS }) {
    this.enabled = limits.maxBytes > 0;
    this.kept = this.emptyCache();
  }

  private emptyCache() {
    return new BoundedCache<string, Kept>({
      maxEntries: 100_000,
      maxBytes: this.limits.maxBytes,
      sizeOf: (key, value) => 2 * key.length + value.kept.bytes,
    });
  }

  /** What all kept indexes may take together (SEARCH_MEMORY_MB; 0 keeps none); drops what is kept. */
  limitMemory(maxBytes: number): void {
    this.limits.maxBytes = maxBytes;
    this.enabled = maxBytes > 0;
    this.kept = this.emptyCache();
  }

  /**
   * The kind as kept at `place`, if it was read at `version` or later (every counter at least as
   * high: a search answered as if it ran a moment later).
   */
  fresh(place: string, kind: SearchKind, version: string): KeptKind | undefined {
    if (!this.holds(place, kind, version)) return undefined;
    this.served++;
    return this.kept.get(`${place}|${kind}`)!.kept;
  }

  /** Whether `fresh` would answer, without counting it as served. */
  holds(place: string, kind: SearchKind, version: string): boolean {
    const entry = this.kept.get(`${place}|${kind}`);
    return entry !== undefined && atLeast(entry.version, version);
  }

  /**
   * Brings the stale `kinds` up to date (refresh) and waits for it, up to `limits.waitMs`, when
   * each of them has a recent base, so only its changes are read: a few milliseconds, where the
   * statement would cost each search waiting more than that.
   */
  async caughtUp(place: string, kinds: readonly SearchKind[], reload: Reload, log: Logger): Promise<void> {
    this.refresh(place, kinds, reload, log);
    const reading = this.reading.get(place);
    const now = Date.now();
    if (!reading || !kinds.every((kind) => this.recentBase(place, kind, now))) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([reading, new Promise((resolve) => (timer = setTimeout(resolve, this.limits.waitMs)))]);
    clearTimeout(timer);
  }

  /**
   * Starts bringing the stale `kinds` of `place` up to date in the background, unless a read of
   * the place is under way or the kind was read too recently. A failed read is logged and tried
   * again later; the searches meanwhile go to the statement.
   */
  refresh(place: string, kinds: readonly SearchKind[], reload: Reload, log: Logger, now = Date.now()): void {
    if (this.reading.has(place)) return;
    const requests: ReadRequest[] = [];
    for (const kind of kinds) {
      const key = `${place}|${kind}`;
      const next = this.notBefore.get(key) ?? { whole: 0, changes: 0 };
      const since = this.recentBase(place, kind, now);
      const whole = next.whole <= now;
      if (since ? next.changes <= now : whole)
        requests.push({ kind, since, whole, maxChanged: this.limits.maxChanged });
    }
    if (requests.length === 0) return;
    const started = Date.now();
    const read = reload(requests)
      .then((loaded) => this.keep(loaded, Date.now() - started))
      .catch((error: unknown) => {
        const kinds = requests.map((request) => request.kind);
        log.warn(
          `Global search: reading ${kinds.join(', ')} into memory failed (${String(error)}); searches use the statement`,
        );
        const retry = Date.now() + 60_000;
        for (const kind of kinds) this.notBefore.set(`${place}|${kind}`, { whole: retry, changes: retry });
      })
      .finally(() => this.reading.delete(place));
    this.reading.set(place, read);
  }

  /** The kind's kept base, if young enough to read only what changed since (search_changes keeps an hour). */
  private recentBase(place: string, kind: SearchKind, now: number): KeptKind | undefined {
    const base = this.kept.get(`${place}|${kind}`)?.kept;
    return base && now - base.readAt < this.limits.maxBaseAgeMs ? base : undefined;
  }

  private keep(loaded: Loaded, tookMs: number): void {
    const now = Date.now();
    for (const { kind, kept, version, read } of loaded.kinds) {
      const key = `${loaded.place}|${kind}`;
      const next = this.notBefore.get(key) ?? { whole: 0, changes: 0 };
      // Whole reads are held to their share of the time; reading changes costs little, and the
      // sooner it follows a write the fewer searches the statement answers meanwhile.
      if (read === 'whole') {
        // An index larger than all memory allowed is not kept: reading it often would be waste.
        const tooLarge = kept!.bytes > this.limits.maxBytes;
        next.whole =
          now + (tooLarge ? 10 * 60_000 : Math.max(this.limits.minRereadMs, tookMs / this.limits.rereadShare));
      }
      // Too many changes to keep and no whole read due yet: wait for that, not read them again.
      next.changes = read === 'neither' ? next.whole : now + this.limits.minRereadMs;
      this.notBefore.set(key, next);
      if (read === 'neither') continue;
      this.reads[read]++;
      this.kept.set(key, { kept: kept!, version });
    }
  }

  /** Resolves once no read is under way (tests). */
  async settled(): Promise<void> {
    while (this.reading.size > 0) await Promise.all(this.reading.values());
  }

  /** What is kept now: entries and estimated bytes. */
  get held() {
    return { entries: this.kept.size, bytes: this.kept.bytes };
  }

  clear(): void {
    this.kept.clear();
    this.notBefore.clear();
  }
}

/** The server's one set of kept indexes, shared by every request. */
export const keptIndexes = new KeptIndexes();
