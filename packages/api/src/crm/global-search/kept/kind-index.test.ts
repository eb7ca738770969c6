/** One kind's kept index on its own: the statement's matches as typed, from memory. */
import { GLOBAL_SEARCH } from '@app/contracts';
import { describe, expect, it } from 'vitest';

import { KindIndex, type IndexedRecord } from './kind-index';

/** Records newest first, numbered in name order as PostgreSQL's `collate "C"` would (code points). */
function indexOf(rows: { name: string; email?: string }[]) {
  const byCodePoints = (a: string, b: string) => {
    const [x, y] = [[...a].map((c) => c.codePointAt(0)!), [...b].map((c) => c.codePointAt(0)!)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
  const order = rows.map((r) => r.name.toLowerCase()).sort(byCodePoints);
  const taken = new Set<number>();
  const records: IndexedRecord[] = rows.map((row, n) => {
    const key = row.name.toLowerCase();
    let keyPlace = order.indexOf(key);
    while (taken.has(keyPlace)) keyPlace++;
    taken.add(keyPlace);
    return {
      id: `id-${n}`,
      label: row.name,
      detail: row.email ?? null,
      key,
      also: [row.email?.toLowerCase() ?? null],
      keyPlace,
      words: key.split(/[\s\p{P}\p{S}]+/u),
    };
  });
  return new KindIndex('leads', records);
}

const labelsAndRanks = (index: KindIndex, term: string) =>
  index.search(term, [...term].length >= GLOBAL_SEARCH.fragmentIndexMinChars).map((h) => [h.label, h.rank]);

describe('KindIndex', () => {
  const index = indexOf([
    { name: 'Sam Priya' },
    { name: 'Priyanka Das' },
    { name: 'Rohan Mehta', email: 'rohan@priya.example' },
    { name: 'Priya Sharma' },
    { name: 'priya' },
    { name: 'Old Priya' },
  ]);

  it('gives the exact name, then prefixes in name order, then fragments newest first, five at most', () => {
    expect(labelsAndRanks(index, 'priya')).toEqual([
      ['priya', 0],
      ['Priya Sharma', 1],
      ['Priyanka Das', 1],
      ['Sam Priya', 2],
      ['Rohan Mehta', 2],
    ]);
  });

  it('matches fragments of any text, never across two of them', () => {
    expect(labelsAndRanks(index, '@priya.ex')).toEqual([['Rohan Mehta', 2]]);
    // "mehta" ends the name and "rohan" begins the email: together they are in no text.
    expect(labelsAndRanks(index, 'mehtarohan')).toEqual([]);
  });

  it('checks every candidate: sequences of the term found apart are no match', () => {
    // "pri", "riy" and "iya" are all in "Priya", but "priyya" is not.
    expect(labelsAndRanks(index, 'priyya')).toEqual([]);
  });

  it('looks for a term shorter than a sequence among the latest records only', () => {
    const many = indexOf([
      ...Array.from({ length: GLOBAL_SEARCH.latestScan }, (_, n) => ({ name: `Client ${n}` })),
      { name: 'Oldest Zq' },
    ]);
    expect(labelsAndRanks(many, 'zq')).toEqual([]);
    expect(labelsAndRanks(many, 't zq')).toEqual([['Oldest Zq', 2]]);
  });

  it('orders names by code point, as collate "C" does, past U+FFFF too', () => {
    // U+1F600 sorts above U+FF21 by code point, below it by UTF-16 unit.
    const wide = indexOf([{ name: 'a\u{1F600}' }, { name: 'a\uFF21' }, { name: 'a' }, { name: 'ab' }]);
    expect(labelsAndRanks(wide, 'a')).toEqual([
      ['a', 0],
      ['ab', 1],
      ['a\uFF21', 1],
      ['a\u{1F600}', 1],
    ]);
    expect(labelsAndRanks(wide, 'a\u{1F600}')).toEqual([['a\u{1F600}', 0]]);
  });

  it('finds nothing in an empty kind, and estimates what it holds', () => {
    expect(indexOf([]).search('priya', true)).toEqual([]);
    expect(index.bytes).toBeGreaterThan(indexOf([{ name: 'priya' }]).bytes);
  });
});
