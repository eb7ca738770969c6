/**
 * The name a client probably meant when it sent one a route does not take: the same name in other
 * capitals; the name this route uses for a field another kind of record calls otherwise (`value`
 * sent for a lead is its `estimatedValue`); a field of a nested object sent at the top (`city` →
 * `address.city`); or a near miss (`vaule` → `value`).
 */
import type { FieldTree } from './accepted-fields';
import { ALIAS_PAIRS } from './field-names';

/** Names longer than this are nobody's typo; comparing them would only cost time. */
const LONGEST_COMPARED = 64;

/**
 * Edits between two names, a swap of neighbours counting as one (optimal string alignment), or
 * `max + 1` as soon as it is certain to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** The closest candidate within a distance that grows with the name (none for one or two letters). */
function nearMiss(name: string, candidates: readonly string[]): string | undefined {
  const max = name.length < 3 ? 0 : name.length < 6 ? 1 : 2;
  if (max === 0 || name.length > LONGEST_COMPARED) return undefined;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase(), max);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/**
 * A suggestion for `name` among the names its level takes (`candidates`, relative to that level),
 * or undefined. `nested` are the level's fixed objects, for a nested field sent one level too high.
 */
export function suggestName(
  name: string,
  candidates: readonly string[],
  nested?: ReadonlyMap<string, FieldTree>,
): string | undefined {
  const lower = name.toLowerCase();
  const sameLetters = candidates.find((candidate) => candidate.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  for (const [read, write] of ALIAS_PAIRS) {
    if (name === read && candidates.includes(write)) return write;
    if (name === write && candidates.includes(read)) return read;
  }
  const holders = [...(nested ?? [])].filter(([, tree]) => tree.names.has(name));
  if (holders.length === 1) return `${holders[0]![0]}.${name}`;
  return nearMiss(name, candidates);
}
