/**
 * The one rule about characters in client text (docs/decisions/0011-hostile-input.md): no control
 * characters (Unicode Cc: C0, DEL, C1). PostgreSQL refuses NUL outright, and the others only ever
 * arrive from scripts or attacks. Multi-line fields (notes, descriptions) also take tab and line
 * breaks (CR is accepted as part of a CRLF line break). Nor unpaired surrogates: such a string is
 * not Unicode text at all, and PostgreSQL refuses it inside JSON.
 */
/* eslint-disable no-control-regex -- matching control characters is this file's purpose */
import type { z } from 'zod';

import { INPUT_LIMITS } from '../limits';
import { MESSAGES } from '../messages';

export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** A single-line field: refuses every control character, tab and line breaks included. */
export const singleLine = (schema: z.ZodString) =>
  schema.regex(SINGLE_LINE_PATTERN, { error: MESSAGES.validation.controlCharacters });

/** A multi-line field: tab and line breaks allowed, every other control character refused. */
export const multiLine = (schema: z.ZodString) =>
  schema.regex(MULTI_LINE_PATTERN, { error: MESSAGES.validation.controlCharacters });

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const visibleKey = (key: string) => key.replace(/[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/g, '?');

/** What is wrong with one string under the multi-line rule, or undefined. */
function textProblem(text: string): string | undefined {
  if (!MULTI_LINE_PATTERN.test(text)) return MESSAGES.validation.controlCharacters;
  if (UNPAIRED_SURROGATE.test(text)) return MESSAGES.validation.invalidText;
  return undefined;
}

export interface UnsafeText {
  /** Dotted path of the field ('' for the input itself). */
  path: string;
  message: string;
}

/** One value still to look at, with the way back to the root for naming it. */
interface Visit {
  value: unknown;
  parent: Visit | undefined;
  /** This value's key in its parent, as shown in a path. */
  segment: string | undefined;
  /** Objects and arrays enclosing this value (0 for the input itself). */
  depth: number;
  /** The raw key to check before the value (object entries only). */
  key?: string;
}

/** The dotted path of a visit: built only when something is wrong, so a clean walk copies nothing. */
function pathOf(visit: Visit | undefined, extra?: string): string {
  const segments: string[] = extra === undefined ? [] : [extra];
  for (let at = visit; at; at = at.parent) if (at.segment !== undefined) segments.push(at.segment);
  return segments.reverse().join('.');
}

/**
 * The first string or key in a raw input (any JSON-like value) that breaks the multi-line rule,
 * or the first object or array nested deeper than INPUT_LIMITS.maxDepth, or undefined when there
 * is none. The API applies this to every procedure's input before its schema runs, so no schema
 * can forget it; the schemas add the stricter single-line rule per field.
 *
 * The walk keeps its own stack instead of recursing, and stops at the depth limit, so its cost is
 * linear in the input's size and no input can exhaust the call stack (docs/decisions/0011).
 */
export function findUnsafeText(value: unknown, rootPath?: string): UnsafeText | undefined {
  const stack: Visit[] = [{ value, parent: undefined, segment: rootPath, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (visit.key !== undefined) {
      const { key } = visit;
      const keyProblem = SINGLE_LINE_PATTERN.test(key) ? textProblem(key) : MESSAGES.validation.controlCharacters;
      if (keyProblem) return { path: pathOf(visit.parent, visibleKey(key)), message: keyProblem };
    }
    const item = visit.value;
    if (typeof item === 'string') {
      const message = textProblem(item);
      if (message) return { path: pathOf(visit), message };
      continue;
    }
    const children: Visit[] = [];
    if (Array.isArray(item)) {
      for (const [index, child] of item.entries()) {
        children.push({ value: child, parent: visit, segment: String(index), depth: visit.depth + 1 });
      }
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) {
        children.push({ value: child, parent: visit, segment: key, depth: visit.depth + 1, key });
      }
    } else continue;
    if (visit.depth + 1 > INPUT_LIMITS.maxDepth) {
      return { path: pathOf(visit), message: MESSAGES.validation.tooDeep(INPUT_LIMITS.maxDepth) };
    }
    // Reversed, so the first child is looked at first: the same first problem as a recursive walk.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return undefined;
}

/** JSON objects only: uploaded files, dates and buffers are not walked into. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
