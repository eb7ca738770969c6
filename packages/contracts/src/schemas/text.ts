/**
 * The one rule about characters in client text (docs/decisions/0011-hostile-input.md): no control
 * characters (Unicode Cc: C0, DEL, C1). PostgreSQL refuses NUL outright, and the others only ever
 * arrive from scripts or attacks. Multi-line fields (notes, descriptions) also take tab and line
 * breaks (CR is accepted as part of a CRLF line break). Nor unpaired surrogates: such a string is
 * not Unicode text at all, and PostgreSQL refuses it inside JSON.
 */
/* eslint-disable no-control-regex -- matching control characters is this file's purpose */
import type { z } from 'zod';

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

/**
 * The first string or key in a raw input (any JSON-like value) that breaks the multi-line rule, or
 * undefined when there is none. The API applies this to every procedure's input before its schema
 * runs, so no schema can forget it; the schemas add the stricter single-line rule per field.
 */
export function findUnsafeText(value: unknown, path: readonly string[] = []): UnsafeText | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path: path.join('.'), message } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = SINGLE_LINE_PATTERN.test(key) ? textProblem(key) : MESSAGES.validation.controlCharacters;
    if (keyProblem) return { path: [...path, visibleKey(key)].join('.'), message: keyProblem };
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** JSON objects only: uploaded files, dates and buffers are not walked into. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
