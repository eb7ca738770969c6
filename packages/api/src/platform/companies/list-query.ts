/**
 * The SQL pieces of the companies list: filters, order and the tile counts. Everything is computed
 * from the platform row (the owner copy and the user counters), never from tenant schemas.
 */
import { weekWindows, type ListCompaniesInput } from '@app/contracts';
import { and, asc, desc, eq, gte, ilike, isNull, lt, ne, or, platformTables, sql, type SQL } from '@app/db';

import { isoDay } from '../../core/tenancy/directory';
import { countWhere } from '../../kit/pagination/page';

const { companies } = platformTables;

/** The filters that depend on "now": expiry by UTC day, weeks Sunday to Saturday (docs/product/platform-admin.md#states). */
export function timeFilters(now: Date) {
  const today = isoDay(now);
  const week = weekWindows(now);
  // Expired = the end date has passed; the end date itself still counts as paid.
  const active = and(
    eq(companies.status, 'active'),
    or(isNull(companies.subscriptionEndDate), gte(companies.subscriptionEndDate, today)),
  )!;
  const inactive = or(ne(companies.status, 'active'), lt(companies.subscriptionEndDate, today))!;
  const currentWeek = and(gte(companies.createdAt, week.currentStart), lt(companies.createdAt, week.currentEnd))!;
  const lastWeek = and(gte(companies.createdAt, week.lastStart), lt(companies.createdAt, week.currentStart))!;
  return { active, inactive, currentWeek, lastWeek };
}

/** `%text%` with LIKE's own wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    ilike(companies.name, pattern),
    ilike(companies.subdomain, pattern),
    ilike(companies.ownerName, pattern),
    ilike(companies.ownerEmail, pattern),
    ilike(companies.phone, pattern),
  )!;
}

/** Search, status dropdown and tile filter, combined with AND. */
export function listConditions(
  input: Pick<ListCompaniesInput, 'search' | 'status' | 'filter'>,
  now: Date,
): SQL | undefined {
  const time = timeFilters(now);
  const parts: (SQL | undefined)[] = [
    input.search ? searchCondition(input.search) : undefined,
    input.status === 'all' ? undefined : time[input.status],
    input.filter === 'total' ? undefined : time[input.filter],
  ];
  return and(...parts);
}

/**
 * Sorting by status means the status as shown (an expired company sorts as inactive). The id as a
 * last key keeps pages stable when many rows share a value.
 */
export function listOrder(input: Pick<ListCompaniesInput, 'sort' | 'order'>, now: Date): SQL[] {
  const direction = input.order === 'asc' ? asc : desc;
  const shownStatus = sql`case when ${timeFilters(now).active} then 'active' else 'inactive' end`;
  const key: Record<ListCompaniesInput['sort'], SQL> = {
    name: sql`lower(${companies.name})`,
    subdomain: sql`${companies.subdomain}`,
    createdAt: sql`${companies.createdAt}`,
    // PostgreSQL puts NULL (no expiry) last ascending and first descending: never expiring is latest.
    expiryDate: sql`${companies.subscriptionEndDate}`,
    status: shownStatus,
  };
  return [direction(key[input.sort]), direction(companies.id)];
}

/** The five tile counts over every company, in one pass over the table. */
export function statsSelection(now: Date) {
  const time = timeFilters(now);
  return {
    total: sql<number>`count(*)`.mapWith(Number),
    thisWeek: countWhere(time.currentWeek),
    lastWeek: countWhere(time.lastWeek),
    active: countWhere(time.active),
    inactive: countWhere(time.inactive),
  };
}
