/**
 * The server list kit (docs/architecture.md#the-web-app): every list (companies, super admins, team, CRM) is searched,
 * filtered, sorted and paginated in SQL, with a total over the whole filtered set and tile counts
 * from one pass over the table.
 */
import type { Pagination } from '@app/contracts';
import { Column, is, sql, type SQL, type SQLWrapper } from '@app/db';

import { orderSql, sortTerm, type SortTerm } from './cursor';

/** A column or SQL expression. */
type Expr = SQLWrapper;

/** LIKE's own wildcards taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%`, the text taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** How many rows of the pass match `condition` (for tile counts beside the total). */
export const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** A NOT NULL column: sorted without a `nulls` clause of its own, the same rows in the same order. */
const neverEmpty = (key: Expr) => is(key, Column) && key.notNull;

/**
 * The chosen key (empty values last), then newest first and the id so pages never overlap. Sorted
 * by the creation time itself (never empty), the order is plain `created_at <dir>, id`: `nulls last`
 * on a descending key would not match the column's index, and every list's default order would sort
 * the whole filtered set instead of reading the first page off the index. Any other key that cannot
 * be empty (a meeting's scheduled time) keeps the index's own null order for the same reason.
 */
export function sortTerms(key: Expr, order: 'asc' | 'desc', createdAt: Expr, id: Expr): SortTerm[] {
  if (key === createdAt) return [sortTerm(createdAt, order), sortTerm(id, 'asc')];
  const first = neverEmpty(key) ? sortTerm(key, order) : sortTerm(key, order, 'last');
  return [first, sortTerm(createdAt, 'desc'), sortTerm(id, 'asc')];
}

export const orderBy = (key: Expr, order: 'asc' | 'desc', createdAt: Expr, id: Expr): SQL[] =>
  orderSql(sortTerms(key, order, createdAt, id));

export const pageWindow = (input: { page: number; limit: number }) => ({
  limit: input.limit,
  offset: (input.page - 1) * input.limit,
});

export const paginationOf = (input: { page: number; limit: number }, total: number): Pagination => ({
  page: input.page,
  limit: input.limit,
  total,
  pages: Math.ceil(total / input.limit),
});

/** numeric columns arrive as text; records carry numbers. */
export const moneyOf = (value: string | null): number | null => (value === null ? null : Number(value));
