/**
 * The kept indexes of every company this server searches (docs/decisions/0026): bounded in memory
 * (least recently searched out first), each served only at the counters' version it was read at,
 * and read again in the background when a search finds it stale. Until then the statement answers.
 */
import type { SearchKind } from '@app/contracts';

import { BoundedCache } from '../../../caching/bounded-cache';
import type { Logger } from '../../../deps';
import type { KindIndex } from './kind-index';
import type { Loaded } from './load';

export interface KeptLimits {
  /** What all kept indexes may take together (their own estimate, KindIndex.bytes). */
  maxBytes: number;
  /** A kind is read again at most this often... */
  minRereadMs: number;
  /** ...and at most this share of the time: after a read taking d ms, not before d / share ms. */
  rereadShare: number;
}

export const KEPT_LIMITS: KeptLimits = {
  // SEARCH_MEMORY_MB sets it at start (limitMemory). A company with 100,000 leads takes about
  // 60 MB (bench/search/kept-read.ts).
  maxBytes: 256 * 1024 * 1024,
  minRereadMs: 1_000,
  rereadShare: 0.05,
};

/** Reads the indexes of `kinds` afresh (load.ts, bound to the company). */
export type Reload = (kinds: SearchKind[]) => Promise<Loaded>;

interface Kept {
  index: KindIndex;
  version: string;
}

export class KeptIndexes {
  private kept: BoundedCache<string, Kept>;
  /** When a place's kind may be read again, after a read or a failed one. */
  private readonly notBefore = new BoundedCache<string, number>({
    maxEntries: 20_000,
    maxBytes: 4 << 20,
    sizeOf: (key) => 2 * key.length + 40,
  });
  /** Reads under way, one per place at a time. */
  private readonly reading = new Map<string, Promise<void>>();
  /** Kinds answered from memory, for tests and the bench. */
  served = 0;
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
      sizeOf: (key, value) => 2 * key.length + value.index.bytes,
    });
  }

  /** What all kept indexes may take together (SEARCH_MEMORY_MB; 0 keeps none); drops what is kept. */
  limitMemory(maxBytes: number): void {
    this.limits.maxBytes = maxBytes;
    this.enabled = maxBytes > 0;
    this.kept = this.emptyCache();
  }

  /** The kind's index at `place`, if it was read at exactly `version`. */
  fresh(place: string, kind: SearchKind, version: string): KindIndex | undefined {
    const kept = this.kept.get(`${place}|${kind}`);
    if (kept?.version !== version) return undefined;
    this.served++;
    return kept.index;
  }

  /**
   * Starts reading the stale `kinds` of `place` in the background, unless a read of the place is
   * under way or the kind was read too recently. A failed read is logged and tried again later;
   * the searches meanwhile go to the statement.
   */
  refresh(place: string, kinds: readonly SearchKind[], reload: Reload, log: Logger, now = Date.now()): void {
    if (this.reading.has(place)) return;
    const due = kinds.filter((kind) => (this.notBefore.get(`${place}|${kind}`) ?? 0) <= now);
    if (due.length === 0) return;
    const started = Date.now();
    const read = reload(due)
      .then((loaded) => {
        const pause = Math.max(this.limits.minRereadMs, (Date.now() - started) / this.limits.rereadShare);
        // An index larger than all memory allowed is not kept: reading it often would be waste.
        const tooLarge = (index: KindIndex) => index.bytes > this.limits.maxBytes;
        for (const { index, version } of loaded.indexes) {
          this.kept.set(`${loaded.place}|${index.kind}`, { index, version });
          this.notBefore.set(`${loaded.place}|${index.kind}`, Date.now() + (tooLarge(index) ? 10 * 60_000 : pause));
        }
      })
      .catch((error: unknown) => {
        log.warn(
          `Global search: reading ${due.join(', ')} into memory failed (${String(error)}); searches use the statement`,
        );
        for (const kind of due) this.notBefore.set(`${place}|${kind}`, Date.now() + 60_000);
      })
      .finally(() => this.reading.delete(place));
    this.reading.set(place, read);
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
