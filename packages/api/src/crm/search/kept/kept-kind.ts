/**
 * One kind of one company as kept (docs/decisions/0026): its records as read whole at a snapshot
 * (`base`), and, once records changed, those changed since that snapshot read again into a small
 * index of their own (`changes`), their old versions and the deleted ones hidden in the base. A
 * search asks both and merges: exact and prefix matches in name order, then fragments and similar
 * spellings newest first, as the statement ranks them.
 */
import { GLOBAL_SEARCH, type SearchHit } from '@app/contracts';

import { compareCodePoints, KindIndex, type IndexedRecord, type Match, type Skip } from './kind-index';

/** A match and the index it is a record of. */
type Found = Match & { index: KindIndex };

export class KeptKind {
  private readonly changes: { index: KindIndex; hidden: Uint8Array } | undefined;

  /**
   * `snapshot`: the base's PostgreSQL snapshot (pg_current_snapshot), which changes are read
   * against; `readAt`: when the base was read (epoch ms). `changed`: every record changed since,
   * as it is now, and `removed`: ids deleted since.
   */
  constructor(
    readonly base: KindIndex,
    readonly snapshot: string,
    readonly readAt: number,
    changed?: readonly IndexedRecord[],
    removed: readonly string[] = [],
  ) {
    if (!changed) return;
    const hidden = new Uint8Array(base.size);
    for (const id of [...changed.map((r) => r.id), ...removed]) {
      const n = base.numberOf(id);
      if (n !== undefined) hidden[n] = 1;
    }
    this.changes = { index: new KindIndex(base.kind, changed), hidden };
  }

  get kind() {
    return this.base.kind;
  }

  /** Records changed since the base was read. */
  get changed(): number {
    return this.changes?.index.size ?? 0;
  }

  get bytes(): number {
    return this.base.bytes + (this.changes ? this.changes.index.bytes + this.changes.hidden.byteLength : 0);
  }

  /** A copy with `changed` and `removed` (since the base's snapshot) in place of the changes kept. */
  withChanges(changed: readonly IndexedRecord[], removed: readonly string[]): KeptKind {
    return new KeptKind(this.base, this.snapshot, this.readAt, changed, removed);
  }

  /**
   * Matches as typed (index.ts `matches`), from the base and the changes together; the records of
   * `people` only, when given (a searcher whose record visibility narrows it).
   */
  search(term: string, indexed: boolean, people?: readonly string[]): SearchHit[] {
    const base = this.found(this.base, this.base.matches(term, indexed, this.baseSkip(people)));
    if (!this.changes) return base.map(hitOf);
    const { index } = this.changes;
    const changed = this.found(index, index.matches(term, indexed, people && index.notOf(people)));
    const named = [...base, ...changed]
      .filter((f) => f.rank < 2)
      .sort((a, b) => compareCodePoints(a.index.keyOf(a.n), b.index.keyOf(b.n)));
    const fragments = newestFirst([...base, ...changed].filter((f) => f.rank === 2));
    // Each side gave up to five: enough of each rank for the five kept here.
    return [...named.slice(0, GLOBAL_SEARCH.perKind), ...fragments].slice(0, GLOBAL_SEARCH.perKind).map(hitOf);
  }

  /** Similar spellings (index.ts `similarMatches`), from the base and the changes together; `people` as in search. */
  similar(termWords: readonly string[], people?: readonly string[]): SearchHit[] {
    const base = this.found(this.base, this.base.similarMatches(termWords, this.baseSkip(people)));
    if (!this.changes) return base.map(hitOf);
    const { index } = this.changes;
    const changed = this.found(index, index.similarMatches(termWords, people && index.notOf(people)));
    return newestFirst([...base, ...changed])
      .slice(0, GLOBAL_SEARCH.perKind)
      .map(hitOf);
  }

  /** The base's records to leave out: changed since it was read, or none of `people`'s. */
  private baseSkip(people?: readonly string[]): Skip | undefined {
    const hidden = this.changes?.hidden;
    const notTheirs = people && this.base.notOf(people);
    if (!notTheirs) return hidden && ((n) => hidden[n] === 1);
    return hidden ? (n) => hidden[n] === 1 || notTheirs(n) : notTheirs;
  }

  private found(index: KindIndex, matches: Match[]): Found[] {
    return matches.map((match) => ({ ...match, index }));
  }
}

const hitOf = (found: Found) => found.index.hit(found.n, found.rank);

const newestFirst = (found: Found[]) => found.sort((a, b) => b.index.recentOf(b.n) - a.index.recentOf(a.n));
