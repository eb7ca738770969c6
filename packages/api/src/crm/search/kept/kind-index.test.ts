/** One kind as kept, on its own: the statement's matches as typed, from memory, with changes over its base. */
import { GLOBAL_SEARCH } from '@app/contracts';
import { describe, expect, it } from 'vitest';

import { KeptKind } from './kept-kind';
import { KindIndex, type IndexedRecord } from './kind-index';

interface Row {
  name: string;
  email?: string;
  /** Default `id-<place in the list>`. */
  id?: string;
  /** Created at (ms); default: the list's order, newest first. */
  at?: number;
  /** Whose record it is (person ids); default nobody's. */
  people?: (string | null)[];
}

/** Records newest first, numbered in name order as PostgreSQL's `collate "C"` would (code points). */
function recordsOf(rows: Row[]): IndexedRecord[] {
  const byCodePoints = (a: string, b: string) => {
    const [x, y] = [[...a].map((c) => c.codePointAt(0)!), [...b].map((c) => c.codePointAt(0)!)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
  const order = rows.map((r) => r.name.toLowerCase()).sort(byCodePoints);
  const taken = new Set<number>();
  return rows.map((row, n) => {
    const key = row.name.toLowerCase();
    let keyPlace = order.indexOf(key);
    while (taken.has(keyPlace)) keyPlace++;
    taken.add(keyPlace);
    return {
      id: row.id ?? `id-${n}`,
      label: row.name,
      detail: row.email ?? null,
      key,
      also: [row.email?.toLowerCase() ?? null],
      keyPlace,
      words: key.split(/[\s\p{P}\p{S}]+/u),
      recentMs: row.at ?? rows.length - n,
      people: row.people ?? [],
    };
  });
}

const keptOf = (rows: Row[]) => new KeptKind(new KindIndex('leads', recordsOf(rows)), '', 0);

const indexed = (term: string) => [...term].length >= GLOBAL_SEARCH.fragmentIndexMinChars;
const labelsAndRanks = (kept: KeptKind, term: string) => kept.search(term, indexed(term)).map((h) => [h.label, h.rank]);

describe('KindIndex', () => {
  const index = keptOf([
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
    const many = keptOf([
      ...Array.from({ length: GLOBAL_SEARCH.latestScan }, (_, n) => ({ name: `Client ${n}` })),
      { name: 'Oldest Zq' },
    ]);
    expect(labelsAndRanks(many, 'zq')).toEqual([]);
    expect(labelsAndRanks(many, 't zq')).toEqual([['Oldest Zq', 2]]);
  });

  it('orders names by code point, as collate "C" does, past U+FFFF too', () => {
    // U+1F600 sorts above U+FF21 by code point, below it by UTF-16 unit.
    const wide = keptOf([{ name: 'a\u{1F600}' }, { name: 'a\uFF21' }, { name: 'a' }, { name: 'ab' }]);
    expect(labelsAndRanks(wide, 'a')).toEqual([
      ['a', 0],
      ['ab', 1],
      ['a\uFF21', 1],
      ['a\u{1F600}', 1],
    ]);
    expect(labelsAndRanks(wide, 'a\u{1F600}')).toEqual([['a\u{1F600}', 0]]);
  });

  it('finds nothing in an empty kind, and estimates what it holds', () => {
    expect(keptOf([]).search('priya', true)).toEqual([]);
    expect(index.bytes).toBeGreaterThan(keptOf([{ name: 'priya' }]).bytes);
  });
});

describe('KeptKind with changes over its base', () => {
  const base = keptOf([
    { name: 'Priya Sharma', id: 'a', at: 50 },
    { name: 'Priyanka Das', id: 'b', at: 40 },
    { name: 'Sam Priya', id: 'c', at: 30 },
    { name: 'Rohan Mehta', id: 'd', at: 20 },
  ]);
  const changed = base.withChanges(
    recordsOf([
      // "a" renamed, a new lead, and "d" now holds the term in its email.
      { name: 'Priya Kapoor', id: 'e', at: 60 },
      { name: 'Anita Sharma', id: 'a', at: 50 },
      { name: 'Rohan Mehta', email: 'rohan@priya.example', id: 'd', at: 20 },
    ]),
    ['b'],
  );

  it('hides changed and deleted records of the base and merges the changed ones in name order', () => {
    expect(labelsAndRanks(base, 'priya').map(([label]) => label)).toEqual([
      'Priya Sharma',
      'Priyanka Das',
      'Sam Priya',
    ]);
    expect(labelsAndRanks(changed, 'priya')).toEqual([
      ['Priya Kapoor', 1],
      ['Sam Priya', 2],
      ['Rohan Mehta', 2],
    ]);
    expect(labelsAndRanks(changed, 'priyanka')).toEqual([]);
    expect(labelsAndRanks(changed, 'anita')).toEqual([['Anita Sharma', 1]]);
    expect(changed.changed).toBe(3);
    expect(changed.bytes).toBeGreaterThan(base.bytes);
  });

  it('finds similar spellings in both, newest first, without the old versions', () => {
    const similar = (kept: KeptKind, words: string[]) => kept.similar(words).map((h) => h.label);
    expect(similar(base, ['sharmaa'])).toEqual(['Priya Sharma']);
    expect(similar(changed, ['sharmaa'])).toEqual(['Anita Sharma']);
    expect(similar(changed, ['priyaa'])).toEqual(['Priya Kapoor', 'Sam Priya']);
  });

  it('replaces, not adds to, the changes it had', () => {
    const again = changed.withChanges([], []);
    expect(labelsAndRanks(again, 'priya').map(([label]) => label)).toEqual([
      'Priya Sharma',
      'Priyanka Das',
      'Sam Priya',
    ]);
  });
});

describe('narrowed to the records of some people', () => {
  // Every third record is Asha's, the meetings kind's second person standing for a lead's; the
  // list is newest first.
  const rows = Array.from({ length: 30 }, (_, n) => ({
    name: `Priya ${String(n).padStart(2, '0')}`,
    id: `r${n}`,
    people: n % 3 === 0 ? ['asha', null] : [null, n % 3 === 1 ? 'ravi' : null],
  }));
  const kept = keptOf(rows);
  const labels = (found: { label: string }[]) => found.map((h) => h.label);

  it("looks past others' records to find five of theirs, by name and as fragments", () => {
    expect(labels(kept.search('priya', true, ['asha']))).toEqual([
      'Priya 00',
      'Priya 03',
      'Priya 06',
      'Priya 09',
      'Priya 12',
    ]);
    expect(labels(kept.search('ya 2', true, ['asha']))).toEqual(['Priya 21', 'Priya 24', 'Priya 27']);
    // Either person's records; a record of nobody's (every third from the third) is nobody's to see.
    expect(labels(kept.search('priya 0', true, ['ravi', 'asha']))).toEqual([
      'Priya 00',
      'Priya 01',
      'Priya 03',
      'Priya 04',
      'Priya 06',
    ]);
  });

  it('finds nothing for someone with no records, and similar spellings of theirs only', () => {
    expect(kept.search('priya', true, ['nobody'])).toEqual([]);
    expect(kept.search('priya', true, [])).toEqual([]);
    expect(labels(kept.similar(['priyaa'], ['ravi']))).toEqual([
      'Priya 01',
      'Priya 04',
      'Priya 07',
      'Priya 10',
      'Priya 13',
    ]);
  });

  it('narrows the changes as well as the base: a record given to someone else leaves their results', () => {
    const changed = kept.withChanges(recordsOf([{ name: 'Priya 00', id: 'r0', people: ['ravi'] }]), []);
    expect(labels(changed.search('priya 00', true, ['asha']))).toEqual([]);
    expect(labels(changed.search('priya 00', true, ['ravi']))).toEqual(['Priya 00']);
  });
});
