/** Small HTML helpers for the reference page: escaping and readable JSON Schema summaries. */
import { MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from '@app/contracts';

import type { JsonSchema } from './input-schema';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escapes, then shows `code` spans as <code>. */
export const inlineText = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** `string`, `"active" | "inactive"`, `file`, `string[]`, `string | null`, ... */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (schema.format === 'binary') return 'file';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return [...new Set(branches.map(typeLabel))].join(' | ');
  if (schema.type === 'array') return `${typeLabel(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

const CONSTRAINTS: [keyof JsonSchema, string][] = [
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minimum', 'min'],
  ['exclusiveMinimum', 'greater than'],
  ['maximum', 'max'],
  ['pattern', 'pattern'],
  ['format', 'format'],
  ['default', 'default'],
];

/** The shared text rules (packages/contracts schemas/text.ts) in words rather than as regexes. */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  [SINGLE_LINE_PATTERN.source]: 'single line, no control characters',
  [MULTI_LINE_PATTERN.source]: 'no control characters but tab and line breaks',
};

/** One constraint as shown: `max length 100`, or a shared text rule in words. */
function constraintLabel(schema: JsonSchema, key: keyof JsonSchema, label: string): string {
  const value = schema[key];
  if (key === 'pattern' && typeof value === 'string' && PATTERN_WORDS[value]) return PATTERN_WORDS[value];
  return `${label} ${typeof value === 'string' && key !== 'default' ? value : JSON.stringify(value)}`;
}

/** "max length 100, default "#F97316"" — the rules a client can check before sending. */
export function constraintsOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const own = CONSTRAINTS.filter(
    ([key]) => schema[key] !== undefined && !(key === 'format' && schema.format === 'binary'),
  ).map(([key, label]) => constraintLabel(schema, key, label));
  const fromBranches = (schema.anyOf ?? []).map(constraintsOf).filter(Boolean);
  return [...own, ...fromBranches, ...(schema.description ? [schema.description] : [])].join(', ');
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

/** An object's fields as table rows, nested objects flattened to `owner.fullName`. */
export function fieldRows(schema: JsonSchema | undefined, prefix = ''): FieldRow[] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).flatMap(([name, field]) => {
    const row = {
      name: prefix + name,
      type: typeLabel(field),
      required: required.has(name),
      notes: constraintsOf(field),
    };
    return field.properties ? [row, ...fieldRows(field, `${prefix}${name}.`)] : [row];
  });
}
