/**
 * The Brands list's columns for the person's layout: the company's visible columns (its Columns
 * panel decides which exist and are visible), the name first. Every brand column sorts on the
 * server by its name.
 */
import type { ListColumn } from '../../kit/list/columns/column-layout';
import { visibleColumns, type Brand, type BrandColumn } from './brand-columns';
import { BrandCell } from './BrandCell';

/** On a phone's card, under the name: the owner and the phone, when the company shows them. */
const ON_CARD = new Set(['brandOwner', 'phone']);

export function brandListColumns(columns: readonly BrandColumn[]): ListColumn<Brand>[] {
  const visible = visibleColumns(columns);
  const name = visible.find((c) => c.name === 'name');
  const ordered = name ? [name, ...visible.filter((c) => c !== name)] : visible;
  return ordered.map((column) => ({
    id: column.name,
    label: column.label,
    sort: column.name,
    width: column.name === 'name' ? 220 : 140,
    onCard: ON_CARD.has(column.name),
    cell: (brand: Brand) => <BrandCell brand={brand} column={column} />,
  }));
}
