/**
 * Similar spelling in a kept index, as the statement's fallback arm finds it (docs/decisions/0021):
 * each word of the term stands for the known words it resembles (pg_trgm's similarity, at least
 * its default threshold, the closest GLOBAL_SEARCH.fuzzyCandidates), and a record matches when
 * every word of the term has one of its stand-ins among the words of the record's name.
 *
 * The known words here are the kind's own (the statement's list is the company's, every kind's
 * together), so another kind's words never crowd a kind's own out of the closest few.
 */
import { GLOBAL_SEARCH } from '@app/contracts';

/** pg_trgm's default `similarity_threshold`: `%` holds from this similarity on. */
const THRESHOLD = 0.3;

/**
 * A word's trigrams as pg_trgm makes them: each run of letters and digits padded with two spaces
 * in front and one behind, every three consecutive characters of that, once each.
 */
export function trigramsOf(word: string): Set<string> {
  const trigrams = new Set<string>();
  for (const run of word.split(/[^\p{L}\p{N}]+/u)) {
    if (!run) continue;
    const padded = [' ', ' ', ...run, ' '];
    for (let at = 0; at + 3 <= padded.length; at++) trigrams.add(padded[at]! + padded[at + 1]! + padded[at + 2]!);
  }
  return trigrams;
}

/** pg_trgm's similarity: the trigrams two words share, over all the trigrams either has. */
export const similarityOf = (shared: number, ofOne: number, ofOther: number) => shared / (ofOne + ofOther - shared);

/** The `wanted` lowest record numbers (the newest records) of `found`, in order, without sorting it all. */
function newest(found: readonly number[], wanted: number): number[] {
  const kept: number[] = [];
  for (const n of found) {
    if (kept.length === wanted && n >= kept[wanted - 1]!) continue;
    let at = kept.length;
    while (at > 0 && kept[at - 1]! > n) at--;
    kept.splice(at, 0, n);
    if (kept.length > wanted) kept.pop();
  }
  return kept;
}

export class SimilarWords {
  private readonly words: string[] = [];
  private readonly trigramCounts: number[] = [];
  /** Per trigram, the words holding it. */
  private readonly byTrigram = new Map<string, number[]>();
  /** Per word, the records whose name holds it, newest first. */
  private readonly records: number[][] = [];
  /** Which records the term's words so far all matched: a stamp per record, reused across searches. */
  private readonly stamps: Int32Array;
  private stamp = 0;

  /** `wordsOf[n]`: the words of record n's name (lower-cased and split by PostgreSQL). */
  constructor(wordsOf: readonly (readonly string[])[]) {
    const ids = new Map<string, number>();
    wordsOf.forEach((words, n) => {
      for (const word of new Set(words)) {
        if (!word) continue;
        let id = ids.get(word);
        if (id === undefined) {
          ids.set(word, (id = this.words.push(word) - 1));
          this.records.push([]);
          const trigrams = trigramsOf(word);
          this.trigramCounts.push(trigrams.size);
          for (const trigram of trigrams) {
            const holders = this.byTrigram.get(trigram);
            if (holders) holders.push(id);
            else this.byTrigram.set(trigram, [id]);
          }
        }
        this.records[id]!.push(n);
      }
    });
    this.stamps = new Int32Array(wordsOf.length);
  }

  /** Entries the words keep, for the index's memory estimate. */
  get entries(): number {
    let entries = this.words.length;
    for (const records of this.records) entries += records.length;
    for (const holders of this.byTrigram.values()) entries += holders.length;
    return entries;
  }

  /** The known words resembling `word`, closest first, as many as the statement takes. */
  private resembling(word: string): number[] {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const id of this.byTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const close: { id: number; similarity: number }[] = [];
    for (const [id, count] of shared) {
      const similarity = similarityOf(count, trigrams.size, this.trigramCounts[id]!);
      if (similarity >= THRESHOLD) close.push({ id, similarity });
    }
    close.sort((a, b) => b.similarity - a.similarity);
    return close.slice(0, GLOBAL_SEARCH.fuzzyCandidates).map((c) => c.id);
  }

  /**
   * Newest first, up to `wanted`: records with a word resembling each of `termWords` in their
   * name, those `skip` names left out.
   */
  matching(termWords: readonly string[], wanted: number, skip?: (n: number) => boolean): number[] {
    if (termWords.length === 0) return [];
    if (this.stamp > 2 ** 30) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    // Stamps left by earlier searches are all below this search's first.
    const first = this.stamp + 1;
    this.stamp += termWords.length;
    let last: number[] = [];
    termWords.forEach((word, i) => {
      last = [];
      for (const id of this.resembling(word)) {
        for (const n of this.records[id]!) {
          // Matched every word before this one (the first word needs nothing before it).
          if (i === 0 ? this.stamps[n]! >= first || skip?.(n) : this.stamps[n] !== first + i - 1) continue;
          this.stamps[n] = first + i;
          last.push(n);
        }
      }
    });
    return newest(last, wanted);
  }
}
