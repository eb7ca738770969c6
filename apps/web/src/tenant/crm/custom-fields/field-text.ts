/**
 * A custom field's value as people read it, on any record: amounts in INR, dates in the product's
 * format, a select's option label, Yes / No. Empty values read as '-'.
 */
import { MESSAGES } from '@app/contracts';

import { formatDate, formatINR } from '../../../shared/format';
import type { CustomField } from './useCustomFields';

const t = MESSAGES.web.crmBrands;
export const EMPTY_VALUE = '-';

export function fieldText(field: Pick<CustomField, 'type' | 'options'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (field.type) {
    case 'number':
      return formatINR(value as number);
    case 'date':
      // A calendar day, not an instant: read as UTC so no zone moves it to another day.
      return formatDate(String(value), 'UTC');
    case 'select':
      return field.options.find((o) => o.value === value)?.label ?? String(value);
    case 'boolean':
      return value === true ? t.yes : t.no;
    default:
      return String(value);
  }
}

/** A record's value for a field (records keep them in customFields, by name). */
export const customValueOf = (record: { customFields: Record<string, unknown> }, field: Pick<CustomField, 'name'>) =>
  record.customFields[field.name];
