/**
 * A brand's custom field values checked against the company's columns on every write, each value
 * as on any record (crm/custom-fields/values.ts). A key that names no column is refused, naming it;
 * keys of built-in text columns (industry, phone, website) are handed back to be stored in their
 * table columns (decision 0010).
 */
import { builtInTextSchemas, MESSAGES } from '@app/contracts';

import { fieldError } from '../../core/errors';
import { isBuiltInTextField, isCustomColumn, type BuiltInTextField } from '../custom-columns/built-in';
import type { ColumnRow } from '../custom-columns/serialize';
import { checkValue, isEmptyValue as isEmpty, type CustomValues } from '../custom-fields/values';

const m = MESSAGES.crm.brands;

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
