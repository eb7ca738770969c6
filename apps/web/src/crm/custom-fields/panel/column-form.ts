/**
 * The Columns / Fields panel's add/edit form: values, the same checks as the server (contracts'
 * createColumnInput), option values derived live from their text, and the payloads. A system
 * column changes only its label; the name is locked when editing.
 */
import { createColumnInput, optionValueOf, type CustomColumnEntity, type CustomColumnType } from '@app/contracts';

import { zodFieldErrors, type FormErrors } from '../../../kit/forms';
import type { CustomField } from '../useCustomFields';

/** A brand's built-in column (system or default): its values live on the brand itself. */
export const isBuiltIn = (column: Pick<CustomField, 'isSystem' | 'isDefault'>) => column.isSystem || column.isDefault;

export interface ColumnFormValues {
  name: string;
  label: string;
  type: CustomColumnType;
  isRequired: boolean;
  isVisible: boolean;
  /** The options' texts; their values are derived (optionValueOf). */
  options: string[];
  minValue: number | string;
  maxValue: number | string;
}

export const columnFormValues = (column: CustomField | null): ColumnFormValues => ({
  name: column?.name ?? '',
  label: column?.label ?? '',
  type: column?.type ?? 'text',
  isRequired: column?.isRequired ?? false,
  isVisible: column?.isVisible ?? true,
  options: column?.options.map((o) => o.label) ?? [],
  minValue: column?.validation.minValue ?? '',
  maxValue: column?.validation.maxValue ?? '',
});

/** The options as saved: each text with its derived value. */
export const optionsOf = (texts: readonly string[]) =>
  texts.map((label) => ({ label: label.trim(), value: optionValueOf(label.trim()) }));

const bound = (value: number | string) => (value === '' ? null : value);

/** The create payload (also what the checks run on). */
export function createPayload(values: ColumnFormValues, entity: CustomColumnEntity = 'brand') {
  return {
    entity,
    name: values.name.trim(),
    label: values.label.trim(),
    type: values.type,
    isRequired: values.isRequired,
    isVisible: values.isVisible,
    options: values.type === 'select' ? optionsOf(values.options) : [],
    validation: values.type === 'number' ? { minValue: bound(values.minValue), maxValue: bound(values.maxValue) } : {},
  };
}

/** The update payload: a system column sends its label only; the name never changes. */
export function updatePayload(column: CustomField, values: ColumnFormValues) {
  if (column.isSystem) return { id: column.id, label: values.label.trim() };
  const { entity: _entity, name: _name, ...rest } = createPayload(values);
  return { id: column.id, ...rest };
}

/** The same checks as the server, with its messages (name, label, select options, bounds). */
export function validateColumnForm(
  values: ColumnFormValues,
  editing: CustomField | null,
  entity: CustomColumnEntity = 'brand',
): FormErrors {
  const payload = createPayload(values, entity);
  const input = editing ? { ...payload, name: editing.name } : payload;
  const errors = zodFieldErrors(createColumnInput, input, { 'validation.minValue': 'minValue' });
  if (editing?.isSystem) return errors.label ? { label: errors.label } : {};
  return errors;
}
