/**
 * One custom field value checked against its field, the same on every record and every write:
 * number bounds, select options, dates as YYYY-MM-DD, booleans. Forms and CSV files send text, so
 * numbers and booleans are also accepted as their text.
 */
import { MESSAGES } from '@app/contracts';

import { fieldError } from '../../core/errors';
import type { ColumnRow } from '../custom-columns/serialize';

const m = MESSAGES.crm.customFields;

export const CUSTOM_TEXT_MAX = 1000;

type Value = string | number | boolean;
export type CustomValues = Record<string, Value | null>;

export const isEmptyValue = (raw: unknown) =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

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

/** Stored values with the sent ones merged in (null removes a key). */
export function mergeCustom(stored: Record<string, unknown>, sent: CustomValues): Record<string, unknown> {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The first required field without a value once a write is applied. */
export function missingRequired(columns: readonly ColumnRow[], custom: Record<string, unknown>) {
  return columns.find((column) => column.isRequired && isEmptyValue(custom[column.name]));
}
