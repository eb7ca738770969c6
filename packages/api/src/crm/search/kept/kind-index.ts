/**
 * One kind's records of one company, held in the server's memory for the global search
 * (docs/decisions/0026): the statement's matches as typed, answered without a round trip.
 *
 * - Exact and prefix (rank 0 and 1): the names in the order of the name's btree, `lower(name)
 *   collate "C"` (code points), which PostgreSQL numbered when the records were read; a binary
 *   search finds the term and the names it begins follow it.
 * - Fragments (rank 2): each record's lower-cased texts, checked with `includes`, the candidates
 *   coming from posting lists of three-character sequences, newest record first. A term shorter
 *   than three characters looks among the latest records only, as the statement does.
 *
 * Every text is lower-cased by PostgreSQL (`lower()`, as ILIKE compares), and so is the term, so
 * what matches here is what the statement's arms match.
 */
import { GLOBAL_SEARCH, SEARCH_RANK, type SearchHit, type SearchKind } from '@app/contracts';

import { stringBytes } from '../../../core/caching/bounded-cache';
import { SimilarWords } from './similar-words';

/** A record as read for the index (kind-index-load.ts), newest first. */
export interface IndexedRecord {
  id: string;
  label: string;
  detail: string | null;
  /** lower(name). */
  key: string;
  /** lower() of the texts matched as fragments only. */
  also: (string | null)[];
  /** The record's place in the name's btree order, from 0. */
  keyPlace: number;
  /** The words of the name, as the words index splits them (nameWords). */
  words: string[];
  /** When it was created (epoch milliseconds): what "newest" means. */
  recentMs: number;
  /**
   * The people whose record it is, for record visibility (visible.ts `OWNERS`): at most two
   * person ids, null where none.
   */
  people: (string | null)[];
}

/**
 * Which records a search leaves out (`true`): changed since the base was read, or not the
 * searcher's to see.
 */
export type Skip = (n: number) => boolean;

/** A record of an index (its number there) matching a term, with the rank it matched at. */
export interface Match {
  n: number;
  rank: number;
}

/**
 * Between a record's texts, so one `includes` checks them all. PostgreSQL text never holds it, nor
 * does a term (it is single-line and went through lower() on PostgreSQL), so no match spans two.
 */
const SEPARATOR = '\u0000';

/**
 * A sequence of three UTF-16 units as a small integer. Units past 1023 share codes, so a list may
 * hold a few records the sequence is not in: every candidate is checked with `includes` anyway.
 */
const codeAt = (text: string, at: number) =>
  ((text.charCodeAt(at) & 0x3ff) << 20) | ((text.charCodeAt(at + 1) & 0x3ff) << 10) | (text.charCodeAt(at + 2) & 0x3ff);

/** The codes of the sequences in `text` that hold no separator, each once. */
function codesOf(text: string): Set<number> {
  const codes = new Set<number>();
  for (let at = 0; at + 3 <= text.length; at++) {
    if (text[at] === SEPARATOR || text[at + 1] === SEPARATOR || text[at + 2] === SEPARATOR) continue;
    codes.add(codeAt(text, at));
  }
  return codes;
}

/**
 * Code point order, as `collate "C"` sorts UTF-8. JavaScript compares UTF-16 units, which puts
 * the surrogates of characters past U+FFFF below U+E000–U+FFFF; they are moved above here.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

export class KindIndex {
  readonly size: number;
  /** An upper estimate of what the index keeps alive. */
  readonly bytes: number;
  private readonly ids: string[];
  private readonly labels: string[];
  private readonly details: (string | null)[];
  /** Per record, newest first: lower(name), then the fragment-only texts, separated. */
  private readonly texts: string[];
  /** Record numbers in the name's btree order. */
  private readonly byKey: Int32Array;
  /** Posting lists, one run of record numbers (ascending: newest first) per sequence code. */
  private readonly runs = new Map<number, number>();
  private readonly starts: Int32Array;
  private readonly postings: Int32Array;
  private readonly similarWords: SimilarWords;
  private readonly recent: Float64Array;
  /** Record numbers by id: which base records changes hide (made here, in the background read). */
  private readonly numbers: Map<string, number>;
  /** Person numbers by id, and per record the numbers of its (up to two) people, -1 for none. */
  private readonly personNumbers = new Map<string, number>();
  private readonly owners: Int32Array;

  constructor(
    readonly kind: SearchKind,
    records: readonly IndexedRecord[],
  ) {
    this.size = records.length;
    this.ids = records.map((r) => r.id);
    this.numbers = new Map(this.ids.map((id, n) => [id, n]));
    this.labels = records.map((r) => r.label);
    this.details = records.map((r) => r.detail);
    this.texts = records.map((r) => [r.key, ...r.also.filter((t): t is string => t !== null)].join(SEPARATOR));
    this.byKey = new Int32Array(records.length);
    records.forEach((r, n) => (this.byKey[r.keyPlace] = n));
    this.recent = Float64Array.from(records, (r) => r.recentMs);
    this.owners = new Int32Array(2 * records.length).fill(-1);
    records.forEach((r, n) =>
      r.people.slice(0, 2).forEach((person, i) => {
        if (person === null) return;
        let number = this.personNumbers.get(person);
        if (number === undefined) this.personNumbers.set(person, (number = this.personNumbers.size));
        this.owners[2 * n + i] = number;
      }),
    );
    // Two passes: count each code's records, then fill one array in runs.
    const codes = this.texts.map(codesOf);
    const counts: number[] = [];
    for (const set of codes) {
      for (const code of set) {
        let run = this.runs.get(code);
        if (run === undefined) this.runs.set(code, (run = counts.push(0) - 1));
        counts[run]!++;
      }
    }
    this.starts = new Int32Array(counts.length + 1);
    counts.forEach((count, run) => (this.starts[run + 1] = this.starts[run]! + count));
    this.postings = new Int32Array(this.starts[counts.length]!);
    const filled = this.starts.slice(0, counts.length);
    codes.forEach((set, n) => {
      for (const code of set) this.postings[filled[this.runs.get(code)!]!++] = n;
    });
    this.similarWords = new SimilarWords(records.map((r) => r.words));
    let strings = 0;
    for (let n = 0; n < this.size; n++) {
      strings += stringBytes(this.ids[n]!) + stringBytes(this.labels[n]!) + stringBytes(this.texts[n]!);
      strings += this.details[n] === null ? 0 : stringBytes(this.details[n]!);
    }
    // Four array slots a record and its id map entry, the typed arrays, the code map's entries,
    // the words' entries.
    this.bytes =
      strings +
      72 * this.size +
      this.byKey.byteLength +
      this.recent.byteLength +
      this.owners.byteLength +
      80 * this.personNumbers.size +
      this.starts.byteLength +
      this.postings.byteLength +
      40 * this.runs.size +
      24 * this.similarWords.entries;
  }

  /**
   * The kind's matches as typed of `term` (lower-cased by PostgreSQL), as the statement's typed
   * arms give them: exact and prefix in name order, then fragments newest first, up to
   * GLOBAL_SEARCH.perKind. `indexed`: the term is long enough for the statement to look fragments
   * up in every record. Records `skip` names are left out (kept-kind.ts).
   */
  matches(term: string, indexed: boolean, skip?: Skip): Match[] {
    const found: Match[] = [];
    for (let at = this.firstKeyFrom(term); at < this.size && found.length < GLOBAL_SEARCH.perKind; at++) {
      const n = this.byKey[at]!;
      const text = this.texts[n]!;
      if (!text.startsWith(term)) break;
      if (skip?.(n)) continue;
      const exact = text.length === term.length || text[term.length] === SEPARATOR;
      found.push({ n, rank: exact ? SEARCH_RANK.exact : SEARCH_RANK.prefix });
    }
    if (found.length < GLOBAL_SEARCH.perKind) {
      const wanted = GLOBAL_SEARCH.perKind - found.length;
      for (const n of this.fragments(term, indexed, wanted, skip)) found.push({ n, rank: SEARCH_RANK.contains });
    }
    return found;
  }

  /**
   * Records whose name has a word resembling each of `termWords` (lower-cased), newest first, up
   * to GLOBAL_SEARCH.perKind: the statement's similar-spelling arm, for a term no kind matched as
   * typed.
   */
  similarMatches(termWords: readonly string[], skip?: Skip): Match[] {
    return this.similarWords
      .matching(termWords, GLOBAL_SEARCH.perKind, skip)
      .map((n) => ({ n, rank: SEARCH_RANK.similar }));
  }

  hit(n: number, rank: number): SearchHit {
    return { kind: this.kind, id: this.ids[n]!, label: this.labels[n]!, detail: this.details[n] || null, rank };
  }

  /** The record's lower-cased name. */
  keyOf(n: number): string {
    const text = this.texts[n]!;
    const end = text.indexOf(SEPARATOR);
    return end === -1 ? text : text.slice(0, end);
  }

  recentOf(n: number): number {
    return this.recent[n]!;
  }

  /**
   * Whether a record is none of `people`'s (person ids), for a searcher who sees only theirs: the
   * question asked per record, answered from numbers.
   */
  notOf(people: readonly string[]): Skip {
    const numbers = new Set<number>();
    for (const person of people) {
      const number = this.personNumbers.get(person);
      if (number !== undefined) numbers.add(number);
    }
    const { owners } = this;
    return (n) => !numbers.has(owners[2 * n]!) && !numbers.has(owners[2 * n + 1]!);
  }

  /** The record's number here, if the index holds it. */
  numberOf(id: string): number | undefined {
    return this.numbers.get(id);
  }

  /** The first place in name order whose name is not below `term`. */
  private firstKeyFrom(term: string): number {
    // A record's text begins with its name and the separator sorts below any character of a term,
    // so comparing the term with the text orders it as comparing it with the name would.
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodePoints(this.texts[this.byKey[middle]!]!, term) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Newest first, up to `wanted`: records with `term` in a text, whose name does not begin with it. */
  private fragments(term: string, indexed: boolean, wanted: number, skip?: Skip): number[] {
    const found: number[] = [];
    const matches = (n: number) => {
      const text = this.texts[n]!;
      // Whose record it is first: for a member who sees few records it rules most candidates out cheaper.
      return !skip?.(n) && text.includes(term) && !text.startsWith(term);
    };
    if (!indexed) {
      const latest = Math.min(this.size, GLOBAL_SEARCH.latestScan);
      for (let n = 0; n < latest && found.length < wanted; n++) if (matches(n)) found.push(n);
      return found;
    }
    // Walk the shortest posting list; a record is a candidate when every other list holds it too.
    const runs: { at: number; end: number }[] = [];
    for (const code of codesOf(term)) {
      const run = this.runs.get(code);
      if (run === undefined) return found;
      runs.push({ at: this.starts[run]!, end: this.starts[run + 1]! });
    }
    runs.sort((a, b) => a.end - a.at - (b.end - b.at));
    const [shortest, ...others] = runs;
    if (!shortest) return found;
    candidates: for (let i = shortest.at; i < shortest.end && found.length < wanted; i++) {
      const n = this.postings[i]!;
      // Another's record needs no intersecting: the other lists' places only ever move forward.
      if (skip?.(n)) continue;
      for (const other of others) {
        while (other.at < other.end && this.postings[other.at]! < n) other.at++;
        if (other.at === other.end) break candidates;
        if (this.postings[other.at] !== n) continue candidates;
      }
      if (matches(n)) found.push(n);
    }
    return found;
  }
}
