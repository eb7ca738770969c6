/**
 * The brand's fields as its page lists them: the name, then the company's brand columns in their
 * saved order (hidden ones too: the brand panel edits them), then the description, notes, address
 * and social media. Keys are the brand panel's (its values and the server's error paths), so the
 * page edits each with the panel's own rules and the server's refusal lands on it.
 */
import { MESSAGES } from '@app/contracts';

import { fieldOf, valueOf, type Brand, type BrandColumn, type BrandField } from '../brand-columns';
import type { BrandFormValues, FieldValue } from '../brand-form';
import { valueText } from '../../custom-fields/field-text';

const t = MESSAGES.web.crmBrands;
const f = t.form;

export type BrandPageField =
  /** One of the company's brand columns, edited with the brand panel's input for it. */
  | { key: string; label: string; kind: 'column'; field: BrandField; column: BrandColumn }
  /** A field every brand has; 'area' for long text. */
  | { key: string; label: string; kind: 'text' | 'area' | 'url' };

const ADDRESS = ['street', 'city', 'state', 'country', 'pinCode'] as const;
const SOCIAL = ['linkedin', 'twitter', 'facebook', 'instagram'] as const;

export function brandPageFields(columns: readonly BrandColumn[]): BrandPageField[] {
  const byColumn = [...columns]
    .sort((a, b) => a.position - b.position)
    .flatMap((column): BrandPageField[] => {
      const field = fieldOf(column);
      return field ? [{ key: field.key, label: field.label, kind: 'column', field, column }] : [];
    });
  return [
    { key: 'name', label: f.name, kind: 'text' },
    ...byColumn,
    { key: 'description', label: f.description, kind: 'area' },
    { key: 'notes', label: f.notes, kind: 'area' },
    ...ADDRESS.map((part): BrandPageField => ({ key: `address.${part}`, label: f[part], kind: 'text' })),
    ...SOCIAL.map((site): BrandPageField => ({ key: `socialMedia.${site}`, label: f[site], kind: 'url' })),
  ];
}

/** What the brand holds for a fixed field ('address.city' reads brand.address.city). */
function storedText(brand: Brand, key: string): string | null {
  const [head, tail] = key.split('.') as [string, string | undefined];
  const top = (brand as unknown as Record<string, unknown>)[head];
  const value = tail && top && typeof top === 'object' ? (top as Record<string, unknown>)[tail] : top;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A column's value as the page shows it: the owner by name, every other column as any custom
 * field reads (money in INR, dates, option labels, Yes / No). Null when empty.
 */
export function columnText(brand: Brand, field: BrandField, column: BrandColumn): string | null {
  if (field.input === 'owner') return brand.brandOwner?.name ?? null;
  return valueText(column, valueOf(brand, column));
}

/** A field's stored value as text (fixed fields), or the column's shown text. */
export function fieldText(brand: Brand, field: BrandPageField): string | null {
  return field.kind === 'column' ? columnText(brand, field.field, field.column) : storedText(brand, field.key);
}

/** A value as the update call takes it: text trimmed, empty as null (cleared). */
const sent = (value: FieldValue | undefined): FieldValue => {
  if (typeof value === 'string') return value.trim() || null;
  return value ?? null;
};

/**
 * The update call's input for one field: nested parts under their object ('address.city' →
 * { address: { city } }) and column values under customFields unless the column is built in.
 */
export function brandPatch(id: string, key: string, values: BrandFormValues): Record<string, unknown> {
  const value = sent(values[key]);
  const [head, tail] = key.split('.') as [string, string | undefined];
  return tail ? { id, [head]: { [tail]: value } } : { id, [head]: value };
}
