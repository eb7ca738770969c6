/**
 * Custom field values of a lead, meeting or enquiry on a write: every sent value is checked
 * against its field (a key naming no field is refused, naming it), merged into what is stored
 * (empty clears), and the required fields must hold a value afterwards. Brands add their built-in
 * columns on top of the same checks (crm/brands/custom-values.ts).
 */
import type { CustomColumnEntity } from '@app/contracts';
import { MESSAGES } from '@app/contracts';
import type { Executor } from '@app/db';

import { fieldError } from '../../core/errors';
import { columnsOf } from '../custom-columns/reads';
import type { ColumnRow } from '../custom-columns/serialize';
import { checkValue, isEmptyValue, mergeCustom, missingRequired, type CustomValues } from './values';

const m = MESSAGES.crm.customFields;

/** Each sent value as stored; null means "clear". */
export function checkRecordValues(columns: readonly ColumnRow[], sent: Record<string, unknown>): CustomValues {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const checked: CustomValues = {};
  for (const [key, raw] of Object.entries(sent)) {
    const column = byName.get(key);
    if (!column) throw fieldError(`customFields.${key}`, m.unknownField(key));
    checked[key] = isEmptyValue(raw) ? null : checkValue(column, raw, `customFields.${key}`);
  }
  return checked;
}

export function assertRecordRequired(columns: readonly ColumnRow[], custom: Record<string, unknown>) {
  const missing = missingRequired(columns, custom);
  if (missing) throw fieldError(`customFields.${missing.name}`, m.fieldRequired(missing.label));
}

/**
 * The custom_fields a write leaves on the record, or undefined when the write leaves them alone
 * (an update that sends no customFields is not held to fields made required since).
 */
export async function customFieldsOnWrite(
  tx: Executor,
  entity: Exclude<CustomColumnEntity, 'brand'>,
  sent: Record<string, unknown> | undefined,
  stored: Record<string, unknown> | null,
): Promise<Record<string, unknown> | undefined> {
  const isCreate = stored === null;
  if (!isCreate && sent === undefined) return undefined;
  const columns = await columnsOf(tx, entity);
  if (columns.length === 0 && (sent === undefined || Object.keys(sent).length === 0)) return isCreate ? {} : undefined;
  const merged = mergeCustom(stored ?? {}, checkRecordValues(columns, sent ?? {}));
  assertRecordRequired(columns, merged);
  return merged;
}
