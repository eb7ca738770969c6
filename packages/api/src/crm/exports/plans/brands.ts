/**
 * The brands export: every brand column in the company's order (built-in and custom, hidden ones
 * too, so nothing is lost on the way out), then the brand's other fields, filtered and sorted by
 * the brands list's own conditions and order.
 */
import type { BrandListInput } from '@app/contracts';
import { and, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { columnsOf } from '../../custom-columns/reads';
import type { ColumnRow } from '../../custom-columns/serialize';
import { isCustomColumn } from '../../custom-columns/built-in';
import { listConditions, listOrder } from '../../brands/list-query';
import { visibleBrands } from '../../visibility';
import { utcMinute, type ExportColumn, type ExportPlan } from '../plan';
import { customExportColumn } from './custom-fields';

const { brands, users } = tenantTables;

const BUILT_IN: Record<string, SQL> = {
  name: sql`${brands.name}`,
  industry: sql`${brands.industry}`,
  phone: sql`${brands.phone}`,
  website: sql`${brands.website}`,
  brandOwner: sql`${users.name}`,
  createdAt: utcMinute(brands.createdAt),
};

const OTHER_FIELDS: [string, SQL][] = [
  ['Description', sql`${brands.description}`],
  ['Notes', sql`${brands.notes}`],
  ['Street', sql`${brands.street}`],
  ['City', sql`${brands.city}`],
  ['State', sql`${brands.state}`],
  ['Country', sql`${brands.country}`],
  ['PIN Code', sql`${brands.pinCode}`],
  ['LinkedIn', sql`${brands.linkedin}`],
  ['Twitter', sql`${brands.twitter}`],
  ['Facebook', sql`${brands.facebook}`],
  ['Instagram', sql`${brands.instagram}`],
];

function columnOf(column: ColumnRow): ExportColumn | undefined {
  if (!isCustomColumn(column)) {
    const value = BUILT_IN[column.name];
    return value ? { header: column.label, value } : undefined;
  }
  return customExportColumn(brands.customFields, column);
}

export async function brandsPlan(tx: Executor, input: BrandListInput, now: Date): Promise<ExportPlan> {
  const columns = await columnsOf(tx, 'brand');
  return {
    name: 'Brands',
    columns: [
      ...columns.map(columnOf).filter((c): c is ExportColumn => c !== undefined),
      ...OTHER_FIELDS.map(([header, value]) => ({ header, value })),
    ],
    from: sql`from ${brands} left join ${users} on ${users.id} = ${brands.brandOwnerId}`,
    where: and(listConditions(input, columns, now), visibleBrands(tx)),
    order: listOrder(input, columns),
  };
}
