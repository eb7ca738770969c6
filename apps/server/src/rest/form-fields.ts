/**
 * Turns flat multipart field names into the nested input a procedure expects, the way form
 * libraries send them: `owner[fullName]` and `owner.fullName` both become `owner: { fullName }`,
 * `tags[]` (or a repeated name) collects an array, and a top-level object or array field may arrive
 * as JSON text (`owner` = '{"fullName":"A"}').
 */
import { AppError } from '@app/api';
import { isUploadedFile } from '@app/contracts';

type Fields = Record<string, unknown>;

/** Names that would reach Object.prototype through a nested assignment. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

const invalidField = (path: string, msg: string) => new AppError('VALIDATION_ERROR', msg, [{ path, msg }]);

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isUploadedFile(value);

/** `owner[fullName]` / `owner.fullName` → `['owner', 'fullName']`. */
export function fieldSegments(name: string): string[] {
  const segments = name.replace(/\]/g, '').split(/[[.]/);
  if (segments.some((s) => s === '' || FORBIDDEN_SEGMENTS.has(s)))
    throw invalidField(name, `Invalid field name "${name}"`);
  return segments;
}

/** Adds one field value; a name given twice (or ending in `[]`) collects its values in an array. */
export function addField(target: Fields, name: string, value: unknown): void {
  const append = name.endsWith('[]');
  const segments = fieldSegments(append ? name.slice(0, -2) : name);
  const last = segments.pop()!;
  let node = target;
  for (const key of segments) {
    if (node[key] === undefined) node[key] = {};
    const next = node[key];
    if (!isPlainObject(next)) throw invalidField(name, `Field "${name}" conflicts with another field`);
    node = next;
  }
  const existing = node[last];
  if (existing === undefined) node[last] = append ? [value] : value;
  else node[last] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

function parseJsonField(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidField(name, `${name} must be valid JSON`);
  }
}

/**
 * Top-level object fields sent as JSON text are parsed; array fields accept JSON text, a single
 * value (wrapped) or repeated values. Which fields are which comes from the input schema.
 */
export function coerceStructured(fields: Fields, shape: { objects: Set<string>; arrays: Set<string> }): Fields {
  for (const [name, value] of Object.entries(fields)) {
    const isObject = shape.objects.has(name);
    const isArray = shape.arrays.has(name);
    if (typeof value === 'string' && (isObject || isArray)) {
      const text = value.trim();
      const looksJson = (isObject && text.startsWith('{')) || (isArray && text.startsWith('['));
      if (looksJson) fields[name] = parseJsonField(name, text);
      else if (isArray) fields[name] = [value];
      continue;
    }
    if (isArray && !isObject && value !== undefined && !Array.isArray(value)) fields[name] = [value];
  }
  return fields;
}
