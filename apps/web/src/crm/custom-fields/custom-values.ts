/**
 * The company's own fields in a form: the input each type is edited with, the values as the inputs
 * hold them, the checks made before sending (a required field left empty, a number out of bounds)
 * and the values as the save call's `customFields`. Values sit flat under the server's error paths
 * ('customFields.region'), so the server's word on a field lands under its input.
 */
import { MESSAGES, type CustomColumnType } from '@app/contracts';

import type { FormErrors } from '../../kit/forms/useFormState';
import type { CustomField } from './useCustomFields';

const m = MESSAGES.crm.customFields;

/** A value as an input holds it: text, a number (or its text while typed), a switch, null when none. */
export type CustomFieldValue = string | number | boolean | null;
export type CustomKey = `customFields.${string}`;
export type CustomFormValues = Record<CustomKey, CustomFieldValue>;
/** The save call's customFields: a value, or null to clear one. */
export type CustomFieldsInput = Record<string, string | number | boolean | null>;

/** The field's key in a form's values and errors, equal to the server's error path for it. */
export const customKeyOf = (field: Pick<CustomField, 'name'>): CustomKey => `customFields.${field.name}`;

/** The input a value is edited with; url and tel are the brand panel's built-in text columns. */
export type FieldInputKind = 'text' | 'url' | 'tel' | 'number' | 'date' | 'select' | 'switch';

export const INPUT_OF_TYPE: Record<CustomColumnType, FieldInputKind> = {
  text: 'text',
  number: 'number',
  date: 'date',
  select: 'select',
  boolean: 'switch',
};

/** What an input needs to know of its field: label, required mark, bounds, options. */
export interface InputField {
  label: string;
  input: FieldInputKind;
  required: boolean;
  min?: number;
  max?: number;
  options: { value: string; label: string }[];
}

/** The part of a field definition the form reads. */
export type FormField = Pick<CustomField, 'name' | 'label' | 'type' | 'isRequired' | 'options' | 'validation'>;

export const inputFieldOf = (field: FormField): InputField => ({
  label: field.label,
  input: INPUT_OF_TYPE[field.type],
  required: field.isRequired,
  min: field.validation.minValue,
  max: field.validation.maxValue,
  options: field.options.map((o) => ({ value: o.value, label: o.label })),
});

/** An empty input: a switch is off, every other input blank. */
export const emptyValueOf = (type: CustomColumnType): CustomFieldValue => (type === 'boolean' ? false : '');

export const isBlank = (value: CustomFieldValue | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A stored value as its input holds it (numbers and booleans may have been stored from text). */
export function inputValueOf(type: CustomColumnType, stored: unknown): CustomFieldValue {
  if (stored === null || stored === undefined || stored === '') return emptyValueOf(type);
  if (type === 'boolean') return stored === true || stored === 'true';
  if (type === 'number') {
    const n = typeof stored === 'number' ? stored : Number(stored);
    return Number.isFinite(n) ? n : String(stored);
  }
  return String(stored);
}

/** The form's starting values: the record's own (edit) or empty ones (add). */
export function customFormValues(
  fields: readonly FormField[],
  stored: Record<string, unknown> | null | undefined,
): CustomFormValues {
  const values: CustomFormValues = {};
  for (const field of fields) values[customKeyOf(field)] = inputValueOf(field.type, stored?.[field.name]);
  return values;
}

/**
 * What is wrong with one value, if anything: required and left empty (a switch is always
 * answered), or a number that is no number or out of its bounds. The server checks it all again.
 */
export function fieldProblem(field: InputField, value: CustomFieldValue | undefined): string | undefined {
  if (isBlank(value)) return field.required && field.input !== 'switch' ? m.fieldRequired(field.label) : undefined;
  if (field.input !== 'number') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return m.fieldNumber(field.label);
  if (field.min !== undefined && n < field.min) return m.fieldMin(field.label, field.min);
  if (field.max !== undefined && n > field.max) return m.fieldMax(field.label, field.max);
  return undefined;
}

/** The form's checks of the company's fields, keyed like the values. */
export function validateCustomValues(values: Partial<CustomFormValues>, fields: readonly FormField[]): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const key = customKeyOf(field);
    const problem = fieldProblem(inputFieldOf(field), values[key]);
    if (problem) errors[key] = problem;
  }
  return errors;
}

/** A value as the save call takes it: text trimmed, a number as a number, empty as null (clears it). */
export function sentValueOf(
  type: CustomColumnType,
  value: CustomFieldValue | undefined,
): string | number | boolean | null {
  if (type === 'boolean') return value === true;
  if (isBlank(value)) return null;
  if (type === 'number') {
    const n = Number(value);
    // Not a number: sent as typed, so the server's message names the field.
    return Number.isFinite(n) ? n : String(value);
  }
  return String(value).trim();
}

/**
 * The save call's customFields. On add (`stored` null) every answered field, switches included (an
 * unticked box is an answer, No); on edit only the fields whose value changed, so a value nobody
 * touched is left as stored. Undefined when there is nothing to send: an edit that leaves the
 * company's fields alone is not held to fields made required after the record was saved.
 */
export function customFieldsInput(
  values: Partial<CustomFormValues>,
  fields: readonly FormField[],
  stored: Record<string, unknown> | null,
): CustomFieldsInput | undefined {
  const input: CustomFieldsInput = {};
  for (const field of fields) {
    const value = sentValueOf(field.type, values[customKeyOf(field)]);
    if (stored === null) {
      if (value !== null) input[field.name] = value;
    } else if (value !== sentValueOf(field.type, inputValueOf(field.type, stored[field.name]))) {
      input[field.name] = value;
    }
  }
  return Object.keys(input).length > 0 ? input : undefined;
}
