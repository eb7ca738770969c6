/**
 * The brand panel's values (docs/product/crm.md#brands, #rest-paths), flat and keyed by the server's error paths
 * ('address.city', 'customFields.tier'), so field errors from the server land on their inputs.
 * Saved as multipart through the REST adapter: the logo travels as a file.
 */
import { MESSAGES } from '@app/contracts';

import { hasErrors, toFormData, type FormErrors } from '../../kit/forms';
import { fieldProblem, isBlank, type CustomFieldValue } from '../custom-fields/custom-values';
import { fieldKeyOf, type Brand, type BrandColumn, type BrandField } from './brand-columns';
import { valueOf } from './brand-columns';

export type FieldValue = CustomFieldValue;
export type BrandFormValues = Record<string, FieldValue>;

const m = MESSAGES.crm.brands;

/** The fields every brand has besides its columns. */
export const FIXED_FIELDS = [
  'name',
  'description',
  'notes',
  'address.street',
  'address.city',
  'address.state',
  'address.country',
  'address.pinCode',
  'socialMedia.linkedin',
  'socialMedia.twitter',
  'socialMedia.facebook',
  'socialMedia.instagram',
] as const;

const emptyOf = (field: BrandField): FieldValue =>
  field.input === 'switch' ? false : field.input === 'owner' ? null : '';

function stored(brand: Brand | null, key: string): unknown {
  if (!brand) return undefined;
  const [head, tail] = key.split('.') as [string, string | undefined];
  const top = (brand as unknown as Record<string, unknown>)[head];
  return tail && top && typeof top === 'object' ? (top as Record<string, unknown>)[tail] : top;
}

/** The panel's starting values: the brand's (edit) or empty ones (add). */
export function brandFormValues(brand: Brand | null, fields: readonly BrandField[], columns: readonly BrandColumn[]) {
  const values: BrandFormValues = {};
  for (const key of FIXED_FIELDS) values[key] = (stored(brand, key) as string | null) ?? '';
  for (const field of fields) {
    const column = columns.find((c) => fieldKeyOf(c) === field.key);
    let value = brand && column ? valueOf(brand, column) : undefined;
    if (field.input === 'owner') value = brand?.brandOwner?.id ?? null;
    values[field.key] = value === undefined || value === null ? emptyOf(field) : (value as FieldValue);
  }
  return values;
}

/**
 * The client's checks: the name, then each column as every record checks the company's fields
 * (required, a switch always answered; number bounds). The owner, an id, is checked like text.
 */
export function validateBrandForm(values: BrandFormValues, fields: readonly BrandField[]): FormErrors {
  const errors: FormErrors = {};
  if (isBlank(values.name ?? null)) errors.name = m.nameRequired;
  for (const field of fields) {
    const input = field.input === 'owner' ? 'text' : field.input;
    const problem = fieldProblem({ ...field, input }, values[field.key] ?? null);
    if (problem) errors[field.key] = problem;
  }
  return errors;
}

/** The banner above the fields while a field shows an error. */
export const bannerFor = (errors: FormErrors) => (hasErrors(errors) ? m.requiredFields : null);

/** The multipart body: nested keys as address[city], the logo file, removeLogo as 'true'. */
export function brandFormData(values: BrandFormValues, logo: { file: File | null; remove: boolean }): FormData {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const [head, tail] = key.split('.') as [string, string | undefined];
    const text = value === null ? '' : typeof value === 'string' ? value.trim() : value;
    if (tail) body[head] = { ...((body[head] as Record<string, unknown>) ?? {}), [tail]: text };
    else body[head] = text;
  }
  const extra: Record<string, string> = !logo.file && logo.remove ? { removeLogo: 'true' } : {};
  return toFormData(body, { logo: logo.file }, extra);
}
