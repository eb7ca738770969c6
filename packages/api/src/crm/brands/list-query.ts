/**
 * The SQL pieces of the brands list (docs/product/crm.md#brands; docs/architecture.md#the-web-app): tile filters on Sunday-to-Saturday
 * weeks on the company clock, search over the visible columns, description, notes and the address, and a sort on any
 * column, custom ones included (cast by their type).
 */
import { MESSAGES, weekWindows, type BrandListInput } from '@app/contracts';
import { and, eq, gte, ilike, lt, or, sql, tenantTables, type SQL } from '@app/db';

import { fieldError } from '../../core/errors';
import { isCustomColumn } from '../custom-columns/built-in';
import type { ColumnRow } from '../custom-columns/serialize';
import { customSearch, customSort } from '../custom-fields/sql';
import { orderSql, type SortTerm } from '../../kit/pagination/cursor';
import { containsPattern, sortTerms } from '../../kit/pagination/page';

const { brands, users } = tenantTables;

export function brandTiles(now: Date, timeZone = 'UTC') {
  const week = weekWindows(now, timeZone);
  return {
    currentWeek: and(gte(brands.createdAt, week.currentStart), lt(brands.createdAt, week.currentEnd))!,
    lastWeek: and(gte(brands.createdAt, week.lastStart), lt(brands.createdAt, week.currentStart))!,
  };
}

/** Built-in columns as the SQL their search and sort read (the owner through the list's join). */
const BUILT_IN_SQL: Record<string, { text?: SQL; sort: SQL }> = {
  name: { text: sql`${brands.name}`, sort: sql`lower(${brands.name})` },
  industry: { text: sql`${brands.industry}`, sort: sql`lower(${brands.industry})` },
  phone: { text: sql`${brands.phone}`, sort: sql`${brands.phone}` },
  website: { text: sql`${brands.website}`, sort: sql`lower(${brands.website})` },
  brandOwner: { text: sql`${users.name}`, sort: sql`lower(${users.name})` },
  createdAt: { sort: sql`${brands.createdAt}` },
  updatedAt: { sort: sql`${brands.updatedAt}` },
};

/** Visible columns, description, notes and the address parts, case-insensitively. */
export function searchCondition(search: string, columns: readonly ColumnRow[]): SQL {
  const contains = containsPattern(search);
  const matches: SQL[] = [
    brands.description,
    brands.notes,
    brands.street,
    brands.city,
    brands.state,
    brands.country,
    brands.pinCode,
  ].map((c) => ilike(c, contains));
  for (const column of columns.filter((c) => c.isVisible && !isCustomColumn(c))) {
    const text = BUILT_IN_SQL[column.name]?.text;
    if (text) matches.push(sql`${text} ilike ${contains}`);
  }
  matches.push(...customSearch(brands.customFields, columns, search, contains));
  return or(...matches)!;
}

export function listConditions(
  input: BrandListInput,
  columns: readonly ColumnRow[],
  now: Date,
  timeZone = 'UTC',
): SQL | undefined {
  const tiles = brandTiles(now, timeZone);
  return and(
    input.search ? searchCondition(input.search, columns) : undefined,
    input.filter === 'total' ? undefined : tiles[input.filter],
    input.brandOwner ? eq(brands.brandOwnerId, input.brandOwner) : undefined,
    input.updatedSince ? gte(brands.updatedAt, input.updatedSince) : undefined,
  );
}

/** The chosen column (empty values last), then newest first and the id, so pages stay stable. */
export function listTerms(input: BrandListInput, columns: readonly ColumnRow[]): SortTerm[] {
  const column = columns.find((c) => c.name === input.sort);
  const key =
    column && isCustomColumn(column) ? customSort(brands.customFields, column) : BUILT_IN_SQL[input.sort]?.sort;
  if (!key) throw fieldError('sort', MESSAGES.crm.brands.sortUnknown(input.sort));
  // The default order, read off the created_at index by the list kit's order.
  return sortTerms(input.sort === 'createdAt' ? brands.createdAt : key, input.order, brands.createdAt, brands.id);
}

export const listOrder = (input: BrandListInput, columns: readonly ColumnRow[]): SQL[] =>
  orderSql(listTerms(input, columns));
