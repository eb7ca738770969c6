/**
 * Cursor pagination for the lists an integration walks (docs/rest-guide.md, "Paging with a
 * cursor"). A cursor holds the sort-key values of the last row it returned, so the next page starts
 * strictly after that row in the list's own order: rows added or removed meanwhile never shift a
 * page the way an offset does, and no row is read twice or skipped.
 */
import { createHash } from 'node:crypto';

import { MESSAGES } from '@app/contracts';
import { and, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from '@app/db';

import { fieldError, sqlStateOf } from '../../core/errors';

const m = MESSAGES.cursor;

/** One key of a list's order. `nulls` defaults to PostgreSQL's own, which a plain index scan gives. */
export interface SortTerm {
  expr: SQLWrapper;
  dir: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

export const sortTerm = (
  expr: SQLWrapper,
  dir: 'asc' | 'desc',
  nulls: 'first' | 'last' = dir === 'asc' ? 'last' : 'first',
): SortTerm => ({ expr, dir, nulls });

/** ORDER BY pieces for the terms. */
export const orderSql = (terms: readonly SortTerm[]): SQL[] =>
  terms.map(({ expr, dir, nulls }) => sql`${expr} ${sql.raw(dir)} nulls ${sql.raw(nulls)}`);

/**
 * The row's sort-key values as text, selected beside it. Text keeps what the driver would round (a
 * timestamp's microseconds); PostgreSQL reads it back as the key's own type in the comparison.
 */
export const cursorColumn = (terms: readonly SortTerm[]) =>
  sql<string>`json_build_array(${sql.join(
    terms.map((t) => sql`(${t.expr})::text`),
    sql`, `,
  )})::text`;

type KeyValue = string | null;

const equalTo = ({ expr }: SortTerm, value: KeyValue) => (value === null ? isNull(expr) : sql`${expr} = ${value}`);

/** Rows strictly beyond `value` on this key alone; undefined when none can be. */
function beyond({ expr, dir, nulls }: SortTerm, value: KeyValue): SQL | undefined {
  if (value === null) return nulls === 'first' ? isNotNull(expr) : undefined;
  const past = dir === 'asc' ? sql`${expr} > ${value}` : sql`${expr} < ${value}`;
  return nulls === 'last' ? or(past, isNull(expr)) : past;
}

/**
 * The first key's bound (at or beyond the cursor's value), stated alone so the list's index can
 * start the scan there instead of filtering every row before it. Only where it is a plain range.
 */
function leadingBound({ expr, dir, nulls }: SortTerm, value: KeyValue): SQL | undefined {
  if (value === null) return nulls === 'last' ? isNull(expr) : undefined;
  if (nulls === 'last') return undefined;
  return dir === 'asc' ? sql`${expr} >= ${value}` : sql`${expr} <= ${value}`;
}

/** Rows after the one whose key values are `values`, in the terms' order. */
function after(terms: readonly SortTerm[], values: readonly KeyValue[]): SQL {
  const branches = terms.map((term, i) => {
    const past = beyond(term, values[i] ?? null);
    return past && and(...terms.slice(0, i).map((earlier, j) => equalTo(earlier, values[j] ?? null)), past);
  });
  const rest = or(...branches);
  if (!rest) return sql`false`;
  return and(leadingBound(terms[0]!, values[0] ?? null), rest)!;
}

interface WindowInput {
  page: number;
  limit: number;
  cursor?: string | undefined;
}

/**
 * Which query a cursor was made for: everything but the window. A cursor sent with another search,
 * filter or order would start at a row of another list.
 */
function queryTag(input: WindowInput): string {
  const { page: _page, limit: _limit, cursor: _cursor, ...query } = input;
  return createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 16);
}

function decode(cursor: string, input: WindowInput, keys: number): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fieldError('cursor', m.invalid);
  }
  const items: unknown[] = Array.isArray(parsed) ? parsed : [];
  const valid = typeof items[0] === 'string' && items.every((item) => item === null || typeof item === 'string');
  if (!valid) throw fieldError('cursor', m.invalid);
  const [tag, ...values] = items as [string, ...KeyValue[]];
  if (tag !== queryTag(input)) throw fieldError('cursor', m.otherQuery);
  if (values.length !== keys) throw fieldError('cursor', m.invalid);
  return values;
}

/**
 * What a list reads: by page as before, or after the cursor's row. One row more than the page, so
 * the answer knows whether a next page exists.
 */
function listWindow(input: WindowInput, terms: readonly SortTerm[]) {
  if (input.cursor === undefined) {
    return { after: undefined, limit: input.limit + 1, offset: (input.page - 1) * input.limit };
  }
  if (input.page !== 1) throw fieldError('cursor', m.withPage);
  return { after: after(terms, decode(input.cursor, input, terms.length)), limit: input.limit + 1, offset: 0 };
}

/** The chain a list's select offers (drizzle's, typed by what a page uses of it). */
interface PageableSelect<Rows> {
  where(condition: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(count: number): { offset(count: number): Rows } };
  };
}

/**
 * A list's page read: `select` given the cursor column to put beside each row, filtered by `where`,
 * in the terms' order, within the input's window (after its cursor, or at its page).
 */
export function pageQuery<Rows>(
  input: WindowInput,
  terms: readonly SortTerm[],
  where: SQL | undefined,
  select: (cursor: SQL<string>) => PageableSelect<Rows>,
): Rows {
  const window = listWindow(input, terms);
  return select(cursorColumn(terms))
    .where(and(where, window.after))
    .orderBy(...orderSql(terms))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * Runs a list's read. A cursor is the client's to send back, so it can come back altered: a value
 * its key's type cannot read (PostgreSQL's data exceptions, class 22) is the cursor's 400, not a 500.
 */
export async function readPage<T>(input: WindowInput, read: () => Promise<T>): Promise<T> {
  if (input.cursor === undefined) return read();
  try {
    return await read();
  } catch (error) {
    if (sqlStateOf(error)?.startsWith('22')) throw fieldError('cursor', m.invalid);
    throw error;
  }
}

/** The page's rows and the cursor of the page after it (null on the last page). */
export function pageWithCursor<Row extends { cursor: string }>(
  rows: readonly Row[],
  input: WindowInput,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  if (rows.length <= input.limit || !last) return { rows: page, nextCursor: null };
  const values = JSON.parse(last.cursor) as KeyValue[];
  const token = Buffer.from(JSON.stringify([queryTag(input), ...values]), 'utf8').toString('base64url');
  return { rows: page, nextCursor: token };
}

/** The cursor column of a read that is not a list page (a record by id, an export). */
export const NO_CURSOR = sql<string>`''`;
