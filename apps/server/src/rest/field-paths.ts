/**
 * Reading and changing a request's fields by dotted path (`profile.avatar`) without touching the
 * objects the request was parsed into: every object on a changed path is copied first.
 */
import { isUploadedFile } from '@app/contracts';

export type Fields = Record<string, unknown>;

/** Not sent at all (as opposed to sent as null). */
export const MISSING: unique symbol = Symbol('missing');

export const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isUploadedFile(value);

export const segmentsOf = (path: string): string[] => path.split('.');

export function valueAt(root: Fields, segments: readonly string[]): unknown {
  let node: unknown = root;
  for (const key of segments) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return MISSING;
    node = node[key];
  }
  return node;
}

/** The object at `segments` as a copy placed in its parent (itself a copy), made when missing. */
function ownObject(root: Fields, segments: readonly string[]): Fields | undefined {
  let node = root;
  for (const key of segments) {
    const next = Object.hasOwn(node, key) ? node[key] : {};
    if (!isPlainObject(next)) return undefined;
    const copy = { ...next };
    node[key] = copy;
    node = copy;
  }
  return node;
}

/** Sets a value; false when a step on the way is not an object (`profile` sent as text). */
export function setAt(root: Fields, segments: readonly string[], value: unknown): boolean {
  const parent = ownObject(root, segments.slice(0, -1));
  if (!parent) return false;
  parent[segments.at(-1)!] = value;
  return true;
}

/**
 * A copy of `node` without the value at `segments`, looking into every entry of a list on the way
 * (`departments.isDefault`: out of each department). An object it leaves empty goes too, unless
 * `keep` says the input takes it (an empty `profile` of a member's edit stays, an emptied `contact`
 * goes). Undefined when there was nothing to remove.
 */
function without(node: unknown, segments: readonly string[], path: string, keep: Keep): { value: unknown } | undefined {
  if (Array.isArray(node)) {
    const items = node.map((item) => without(item, segments, path, keep));
    return items.some(Boolean) ? { value: items.map((item, index) => (item ? item.value : node[index])) } : undefined;
  }
  const [head, ...rest] = segments;
  if (!isPlainObject(node) || head === undefined || !Object.hasOwn(node, head)) return undefined;
  const copy = { ...node };
  if (rest.length === 0) {
    delete copy[head];
    return { value: copy };
  }
  const inner = without(node[head], rest, `${path}${head}.`, keep);
  if (!inner) return undefined;
  const emptied = isPlainObject(inner.value) && Object.keys(inner.value).length === 0;
  if (emptied && !keep(`${path}${head}`)) delete copy[head];
  else copy[head] = inner.value;
  return { value: copy };
}

type Keep = (path: string) => boolean;

/** Removes the value at a dotted path from `root` (see `without`); whether there was one. */
export function removeAt(root: Fields, segments: readonly string[], keep: Keep): boolean {
  const result = without(root, segments, '', keep);
  if (!result) return false;
  for (const key of Object.keys(root)) delete root[key];
  Object.assign(root, result.value);
  return true;
}

/** A file the request carries (one, or among a list), as opposed to a stored one described by a read. */
export const holdsFile = (value: unknown): boolean =>
  isUploadedFile(value) || (Array.isArray(value) && value.some(isUploadedFile));

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** The same value sent twice: `250000` and `"250000"` alike (forms send text), objects by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a === 'object' || typeof b === 'object') {
    return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
  }
  const [x, y] = [asNumber(a), asNumber(b)];
  return x !== undefined && y !== undefined ? x === y : String(a) === String(b);
}
