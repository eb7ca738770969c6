/** Small HTML helpers for the reference page: escaping and readable JSON Schema summaries. */
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

/** "max length 100, default "#F97316"" — the rules a client can check before sending. */
export function constraintsOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const own = CONSTRAINTS.filter(
    ([key]) => schema[key] !== undefined && !(key === 'format' && schema.format === 'binary'),
  ).map(
    ([key, label]) =>
      `${label} ${typeof schema[key] === 'string' && key !== 'default' ? schema[key] : JSON.stringify(schema[key])}`,
  );
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
