/** The cache kit's two bounds and its order: least recently used out first. */
import { describe, expect, it } from 'vitest';

import { BoundedCache, stringBytes } from './bounded-cache';

const cacheOf = (maxEntries: number, maxBytes: number) =>
  new BoundedCache<string, string>({ maxEntries, maxBytes, sizeOf: (k, v) => stringBytes(k) + stringBytes(v) });

describe('a bounded cache', () => {
  it('never holds more entries than its bound, dropping the least recently used', () => {
    const cache = cacheOf(3, 1 << 20);
    for (const key of ['a', 'b', 'c']) cache.set(key, key);
    expect(cache.get('a')).toBe('a');
    cache.set('d', 'd');
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual(['a', 'c', 'd']);
  });

  it('never holds more bytes than its bound, however many entries that allows', () => {
    const cache = cacheOf(1_000_000, 64 * 1024);
    for (let i = 0; i < 10_000; i++) cache.set(`key ${i}`, 'x'.repeat(500));
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeGreaterThan(10);
    expect(cache.size).toBeLessThan(100);
    expect(cache.get('key 9999')).toHaveLength(500);
    expect(cache.get('key 0')).toBeUndefined();
  });

  it('keeps its byte count exact through replacing, deleting and clearing', () => {
    const cache = cacheOf(10, 1 << 20);
    cache.set('a', 'short');
    const one = cache.bytes;
    cache.set('a', 'short');
    expect(cache.bytes).toBe(one);
    cache.set('b', 'x'.repeat(100));
    cache.delete('b');
    expect(cache.bytes).toBe(one);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('does not keep a value larger than the whole bound', () => {
    const cache = cacheOf(10, 1024);
    cache.set('small', 'x');
    cache.set('huge', 'x'.repeat(10_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('x');
  });
});
