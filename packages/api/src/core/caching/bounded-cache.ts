/**
 * The one kind of in-process cache the server keeps: bounded in entries AND in the memory its
 * entries take, least recently used out first. Traffic decides what goes in (every token, every
 * list filter, every host), so without both bounds a cache grows with traffic until the process
 * does (docs/decisions/0018-request-path.md §7).
 */

/** What a string costs in V8 at most (two bytes a character) plus its header. */
export const stringBytes = (value: string) => 2 * value.length + 24;

/** A Map entry and its holder object, before what the key and value themselves hold. */
const ENTRY_BYTES = 80;

export interface CacheLimits<K, V> {
  maxEntries: number;
  maxBytes: number;
  /** An upper estimate of the bytes `key` and `value` keep alive beyond the entry itself. */
  sizeOf: (key: K, value: V) => number;
}

export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private used = 0;

  constructor(private readonly limits: CacheLimits<K, V>) {}

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes held, never above maxBytes. */
  get bytes(): number {
    return this.used;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = ENTRY_BYTES + this.limits.sizeOf(key, value);
    if (bytes > this.limits.maxBytes) return;
    while (this.entries.size >= this.limits.maxEntries || this.used + bytes > this.limits.maxBytes) {
      this.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, bytes });
    this.used += bytes;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
