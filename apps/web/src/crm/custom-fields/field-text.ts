/**
 * A custom field's value as people read it, on any record: amounts in INR, dates in the product's
 * format, a select's option label, Yes / No. Empty values read as '-'.
 */
import { MESSAGES } from '@app/contracts';

import { formatDate, formatINR } from '../../kit/format';
import type { CustomField } from './useCustomFields';

const t = MESSAGES.web.crmBrands;
export const EMPTY_VALUE = '-';

type Shown = Pick<CustomField, 'type' | 'options'>;

/** The value as people read it, or null when empty (a page leaves it out or shows its own dash). */
export function valueText(field: Shown, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
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

/** The value as a list cell shows it: empty reads as '-'. */
export const fieldText = (field: Shown, value: unknown): string => valueText(field, value) ?? EMPTY_VALUE;

/** A record's value for a field (records keep them in customFields, by name). */
export const customValueOf = (record: { customFields: Record<string, unknown> }, field: Pick<CustomField, 'name'>) =>
  record.customFields[field.name];
