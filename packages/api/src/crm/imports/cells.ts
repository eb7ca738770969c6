/**
 * One CSV cell to the value stored, or the reason it cannot be. Spreadsheet habits are accepted
 * where the meaning is clear (thousands separators, currency signs, "Yes"/"No", select values in any
 * case or by their label); anything else is an error naming the field.
 */
import {
  LEAD_STAGE_ALIASES,
  MESSAGES,
  SINGLE_LINE_PATTERN,
  MULTI_LINE_PATTERN,
  CRM_RECORD_LIMITS,
} from '@app/contracts';

import { DEFAULT_DATE_CONVENTION, readDateTime, readDay, type DateConvention } from './dates';
import { maxLengthOf, type ImportField } from './fields';

const m = MESSAGES.crm.imports;

export type CellValue = string | number | boolean;
export type CellResult = { value: CellValue } | { error: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,}$/;
const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  y: true,
  '1': true,
  false: false,
  no: false,
  n: false,
  '0': false,
};
/** Our own exports (and careful users) prefix formula-like text with an apostrophe; it is not data. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/** "1,500.50", "₹ 1500", "$1500" → 1500.5; anything else is not a number. */
function number(text: string): number | null {
  const cleaned = text.replace(/^[₹$€£]\s*/, '').replace(/,(?=\d{2,3}(\D|$))/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

function option(f: ImportField, text: string): string | null {
  const lower = text.toLowerCase();
  if (f.key === 'stage') {
    const alias = Object.entries(LEAD_STAGE_ALIASES).find(([name]) => name.toLowerCase() === lower);
    if (alias && f.options?.some((o) => o.value === alias[1])) return alias[1];
  }
  const hit = f.options?.find((o) => o.value.toLowerCase() === lower || o.label.toLowerCase() === lower);
  return hit ? hit.value : null;
}

/**
 * A non-empty cell (trimmed) checked and converted for its field. References stay text. Dates are
 * read the company's way round and its times on its clock (`dates`).
 */
export function convertCell(f: ImportField, raw: string, dates: DateConvention = DEFAULT_DATE_CONVENTION): CellResult {
  const text = ESCAPED_FORMULA.test(raw) ? raw.slice(1) : raw;
  const pattern = f.type === 'notes' ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN;
  if (!pattern.test(text)) return { error: m.controlCharacters(f.label) };
  const max = maxLengthOf(f);
  if (text.length > max) return { error: m.tooLong(f.label, max) };
  switch (f.type) {
    case 'email':
      return EMAIL.test(text) ? { value: text.toLowerCase() } : { error: m.badEmail(f.label) };
    case 'phone':
      return PHONE.test(text) ? { value: text } : { error: m.badPhone(f.label) };
    case 'url':
      return urlOk(text) ? { value: text } : { error: m.badUrl(f.label) };
    case 'date': {
      const value = readDay(text, dates.order);
      return value ? { value } : { error: m.badDate(f.label, text) };
    }
    case 'datetime': {
      const value = readDateTime(text, dates);
      return value ? { value } : { error: m.badDateTime(f.label, text) };
    }
    case 'number':
    case 'money':
    case 'integer':
      return numeric(f, text);
    case 'select': {
      const value = option(f, text);
      return value ? { value } : { error: m.notOption(f.label, (f.options ?? []).map((o) => o.label).join(', ')) };
    }
    case 'boolean': {
      const value = BOOLEANS[text.toLowerCase()];
      return value === undefined ? { error: m.badBoolean(f.label) } : { value };
    }
    default:
      return { value: text };
  }
}

function numeric(f: ImportField, text: string): CellResult {
  const n = number(text);
  if (n === null || (f.type === 'integer' && !Number.isInteger(n))) return { error: m.badNumber(f.label) };
  const min = f.min ?? (f.type === 'money' ? 0 : undefined);
  const max = f.max ?? (f.type === 'money' ? CRM_RECORD_LIMITS.moneyMax : undefined);
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    return { error: m.outOfRange(f.label, min ?? Number.MIN_SAFE_INTEGER, max ?? Number.MAX_SAFE_INTEGER) };
  }
  return { value: f.type === 'money' ? Math.round(n * 100) / 100 : n };
}

function urlOk(text: string): boolean {
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`).hostname.includes('.');
  } catch {
    return false;
  }
}
