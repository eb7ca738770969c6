/**
 * The brand columns as the screen uses them (docs/product/crm.md#brands, #custom-columns): which columns the table
 * shows, where a brand keeps each column's value, and which input the brand panel offers for it.
 * Built-in columns (system or default) keep their values on the brand itself; the others live in
 * customFields (docs/decisions/0010-brand-columns.md).
 */
import type { RouterOutputs } from '../../lib/api/types';
import { INPUT_OF_TYPE, type FieldInputKind } from '../custom-fields/custom-values';

export type BrandColumn = RouterOutputs['crm']['customColumns']['list']['columns'][number];
export type BrandList = RouterOutputs['crm']['brands']['list'];
export type Brand = BrandList['brands'][number];

/** A column whose value lives in the brand's customFields. */
export const isCustomColumn = (column: Pick<BrandColumn, 'isSystem' | 'isDefault'>) =>
  !column.isSystem && !column.isDefault;

/** The table's columns: the visible ones in their saved order. */
export const visibleColumns = (columns: readonly BrandColumn[]) =>
  columns.filter((c) => c.isVisible).sort((a, b) => a.position - b.position);

/** The custom select columns the bulk 'Update Field' can set. */
export const bulkFieldColumns = (columns: readonly BrandColumn[]) =>
  columns.filter((c) => isCustomColumn(c) && c.type === 'select' && c.options.length > 0);

/** The brand panel's key for a column's value, equal to the server's error path for it. */
export const fieldKeyOf = (column: Pick<BrandColumn, 'name' | 'isSystem' | 'isDefault'>) =>
  isCustomColumn(column) ? `customFields.${column.name}` : column.name;

/** What a brand holds for a column (custom values from customFields). */
export function valueOf(brand: Brand, column: Pick<BrandColumn, 'name' | 'isSystem' | 'isDefault'>): unknown {
  if (isCustomColumn(column)) return (brand.customFields as Record<string, unknown>)[column.name];
  return (brand as unknown as Record<string, unknown>)[column.name];
}

/** The input a column is edited with: its type's (as on every record), or the team for the brand owner. */
export type FieldInput = FieldInputKind | 'owner';

export interface BrandField {
  key: string;
  label: string;
  input: FieldInput;
  required: boolean;
  min?: number;
  max?: number;
  options: { value: string; label: string }[];
}

const BUILT_IN_INPUTS: Record<string, FieldInput> = { website: 'url', phone: 'tel', brandOwner: 'owner' };

/**
 * The brand panel's field for a column, or null for the columns the panel shows on its own (the
 * name, always first) or never edits (createdAt).
 */
export function fieldOf(column: BrandColumn): BrandField | null {
  if (column.name === 'name' || column.name === 'createdAt') return null;
  const input = isCustomColumn(column)
    ? INPUT_OF_TYPE[column.type]
    : (BUILT_IN_INPUTS[column.name] ?? INPUT_OF_TYPE[column.type]);
  return {
    key: fieldKeyOf(column),
    label: column.label,
    input,
    required: column.isRequired,
    min: column.validation.minValue,
    max: column.validation.maxValue,
    options: column.options.map((o) => ({ value: o.value, label: o.label })),
  };
}

/** The panel's column-driven fields, in the columns' order (hidden columns are still editable). */
export const brandFieldsOf = (columns: readonly BrandColumn[]) =>
  [...columns]
    .sort((a, b) => a.position - b.position)
    .map(fieldOf)
    .filter((f): f is BrandField => f !== null);

/** The sort keys the list accepts: every column's name. */
export const sortKeysOf = (columns: readonly BrandColumn[]) => columns.map((c) => c.name);
