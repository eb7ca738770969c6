/**
 * A brand's custom field values checked against the company's columns, on every write (spec 002
 * §5.1): required, number bounds, select options, dates as YYYY-MM-DD, booleans. Multipart forms
 * send text, so numbers and booleans are also accepted as their text. A key that names no column is
 * refused, naming it; keys of built-in text columns (industry, phone, website) are handed back to be
 * stored in their table columns (decision 0010).
 */
import { builtInTextSchemas, MESSAGES } from '@app/contracts';

import { fieldError } from '../../errors';
import { isBuiltInTextField, isCustomColumn, type BuiltInTextField } from '../custom-columns/built-in';
import type { ColumnRow } from '../custom-columns/serialize';

const m = MESSAGES.crm.brands;
export const CUSTOM_TEXT_MAX = 1000;

type Value = string | number | boolean;
export type CustomValues = Record<string, Value | null>;

const isEmpty = (raw: unknown) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

const isCalendarDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

function toNumber(column: ColumnRow, raw: unknown, path: string): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n)) throw fieldError(path, m.fieldNumber(column.label));
  const { minValue, maxValue } = column.validation;
  if (minValue !== undefined && n < minValue) throw fieldError(path, m.fieldMin(column.label, minValue));
  if (maxValue !== undefined && n > maxValue) throw fieldError(path, m.fieldMax(column.label, maxValue));
  return n;
}

/** One non-empty value as stored for its column's type. */
export function checkValue(column: ColumnRow, raw: unknown, path: string): Value {
  switch (column.type) {
    case 'number':
      return toNumber(column, raw, path);
    case 'date':
      if (typeof raw !== 'string' || !isCalendarDate(raw.trim())) throw fieldError(path, m.fieldDate(column.label));
      return raw.trim();
    case 'select':
      if (typeof raw !== 'string' || !column.options.some((o) => o.value === raw.trim())) {
        throw fieldError(path, m.fieldOption(column.label));
      }
      return raw.trim();
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw fieldError(path, m.fieldBoolean(column.label));
    default:
      if (typeof raw !== 'string' && typeof raw !== 'number') throw fieldError(path, m.fieldText(column.label));
      if (String(raw).length > CUSTOM_TEXT_MAX) throw fieldError(path, MESSAGES.validation.tooLong(CUSTOM_TEXT_MAX));
      return String(raw).trim();
  }
}

export interface SplitValues {
  /** Custom values to merge into custom_fields; null removes the key. */
  custom: CustomValues;
  /** Built-in text columns sent inside customFields. */
  builtIn: Partial<Record<BuiltInTextField, string | null>>;
}

/** Checks each sent value; empty means "clear" (required is checked on the merged result). */
export function checkCustomFields(columns: readonly ColumnRow[], sent: Record<string, unknown>): SplitValues {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const result: SplitValues = { custom: {}, builtIn: {} };
  for (const [key, raw] of Object.entries(sent)) {
    const path = `customFields.${key}`;
    const column = byName.get(key);
    if (isBuiltInTextField(key) && column) {
      // The same rules as the top-level field (length, website format).
      const parsed = builtInTextSchemas[key].safeParse(raw);
      if (!parsed.success) throw fieldError(path, parsed.error.issues[0]?.message ?? m.fieldText(column.label));
      result.builtIn[key] = parsed.data ?? null;
    } else if (column && isCustomColumn(column)) {
      result.custom[key] = isEmpty(raw) ? null : checkValue(column, raw, path);
    } else {
      throw fieldError(path, m.unknownField(key));
    }
  }
  return result;
}

/** Stored values with the sent ones merged in (null removes a key). */
export function mergeCustom(stored: Record<string, unknown>, sent: CustomValues): Record<string, unknown> {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Required columns must hold a value once the write is applied; built-in ones are read from `row`. */
export function assertRequired(
  columns: readonly ColumnRow[],
  row: Record<string, unknown>,
  custom: Record<string, unknown>,
) {
  for (const column of columns) {
    if (!column.isRequired || column.name === 'createdAt' || column.name === 'brandOwner') continue;
    const isCustom = isCustomColumn(column);
    const value = isCustom ? custom[column.name] : row[column.name];
    if (isEmpty(value)) {
      const path = isCustom ? `customFields.${column.name}` : column.name;
      throw fieldError(path, column.name === 'name' ? m.nameRequired : m.fieldRequired(column.label));
    }
  }
}
