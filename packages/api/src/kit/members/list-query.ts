/**
 * The SQL pieces of a team list: search, filters and order (docs/product/platform-admin.md#states, #validation; docs/product/company-portal.md#states, #validation). Weeks run
 * Sunday to Saturday (contracts weekWindows) on the company's clock when the caller knows it, else UTC.
 */
import { weekWindows, type TeamListInput } from '@app/contracts';
import { and, eq, gte, ilike, lt, or, sql, tenantTables, type SQL } from '@app/db';
import { orderSql, sortTerm, type SortTerm } from '../pagination/cursor';
import { containsPattern } from '../pagination/page';

const { users } = tenantTables;

/** The tile filters; they depend on "now" through the week windows. */
export function tileFilters(now: Date, timeZone = 'UTC') {
  const week = weekWindows(now, timeZone);
  return {
    active: eq(users.isActive, true),
    inactive: eq(users.isActive, false),
    currentWeek: and(gte(users.createdAt, week.currentStart), lt(users.createdAt, week.currentEnd))!,
    lastWeek: and(gte(users.createdAt, week.lastStart), lt(users.createdAt, week.currentStart))!,
  };
}

/** owner, admin, team_member, then anything else a future role might add. */
export const roleRank = sql`(case ${users.role} when 'owner' then 0 when 'admin' then 1 when 'team_member' then 2 else 3 end)`;

/**
 * Case-insensitive over name, email, phone, department, designation and the role. The role is
 * matched as stored (`team_member`) and as read (`team member`), so typing owner, admin,
 * team member or team_member finds that role.
 */
export function searchCondition(search: string): SQL {
  const contains = containsPattern(search);
  return or(
    ilike(users.name, contains),
    ilike(users.email, contains),
    ilike(users.phone, contains),
    ilike(users.department, contains),
    ilike(users.designation, contains),
    ilike(users.role, contains),
    sql`replace(${users.role}, '_', ' ') ilike ${contains}`,
  )!;
}

/** Search, status dropdown and tile filter, combined with AND. */
export function listConditions(
  input: Pick<TeamListInput, 'search' | 'status' | 'filter'> & { updatedSince?: Date },
  now: Date,
  timeZone = 'UTC',
): SQL | undefined {
  const tiles = tileFilters(now, timeZone);
  return and(
    input.search ? searchCondition(input.search) : undefined,
    input.status === 'all' ? undefined : tiles[input.status],
    input.filter === 'total' ? undefined : tiles[input.filter],
    input.updatedSince ? gte(users.updatedAt, input.updatedSince) : undefined,
  );
}

/**
 * The chosen key, then the name (so a role's people read alphabetically), then the id to keep pages
 * stable. "Never" signed in sorts as the oldest login; an empty department or designation last.
 */
export function listTerms(input: Pick<TeamListInput, 'sort' | 'order'>): SortTerm[] {
  const dir = input.order;
  const key: Record<TeamListInput['sort'], SortTerm> = {
    role: sortTerm(roleRank, dir),
    name: sortTerm(sql`lower(${users.name})`, dir),
    email: sortTerm(users.email, dir),
    createdAt: sortTerm(users.createdAt, dir),
    lastLogin: sortTerm(users.lastLoginAt, dir, dir === 'asc' ? 'first' : 'last'),
    status: sortTerm(sql`(case when ${users.isActive} then 0 else 1 end)`, dir),
    department: sortTerm(sql`lower(${users.department})`, dir, 'last'),
    designation: sortTerm(sql`lower(${users.designation})`, dir, 'last'),
  };
  return [key[input.sort], sortTerm(sql`lower(${users.name})`, dir), sortTerm(users.id, dir)];
}

export const listOrder = (input: Pick<TeamListInput, 'sort' | 'order'>): SQL[] => orderSql(listTerms(input));
