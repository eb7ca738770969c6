/**
 * The SQL pieces of the super admins list: search, filters, order and the tile counts
 * (docs/product/platform-admin.md#super-admins). Weeks run Sunday to Saturday in UTC (contracts weekWindows), like the companies list.
 */
import { weekWindows, type ListSuperAdminsInput } from '@app/contracts';
import { and, eq, gte, ilike, lt, or, platformTables, sql, type SQL } from '@app/db';
import { containsPattern, escapeLike, countWhere } from '../../kit/pagination/page';

const { superAdmins } = platformTables;

/** The tile filters; they depend on "now" through the week windows. */
export function tileFilters(now: Date) {
  const week = weekWindows(now);
  return {
    active: eq(superAdmins.isActive, true),
    inactive: eq(superAdmins.isActive, false),
    currentWeek: and(gte(superAdmins.createdAt, week.currentStart), lt(superAdmins.createdAt, week.currentEnd))!,
    lastWeek: and(gte(superAdmins.createdAt, week.lastStart), lt(superAdmins.createdAt, week.currentStart))!,
  };
}

const statusWord = sql`(case when ${superAdmins.isActive} then 'active' else 'inactive' end)`;

/**
 * The created date as the screen may show it, in UTC: 2025-06-11, 6/11/2025, Jun 11, 2025 and
 * June 11, 2025 (to_char's month names are English whatever the server's locale).
 */
const createdText = (() => {
  const utc = sql`(${superAdmins.createdAt} at time zone 'UTC')`;
  const formats = ['YYYY-MM-DD', 'FMMM/FMDD/YYYY', 'Mon FMDD, YYYY', 'FMMonth FMDD, YYYY'];
  return sql`concat_ws(' | ', ${sql.join(
    formats.map((f) => sql`to_char(${utc}, ${sql.raw(`'${f}'`)})`),
    sql`, `,
  )})`;
})();

/**
 * Case-insensitive over name, email, phone and the created date. The status word matches from its
 * start, so "active" finds active admins only, not also the ones whose status is "inactive".
 */
function searchCondition(search: string): SQL {
  const contains = containsPattern(search);
  return or(
    ilike(superAdmins.name, contains),
    ilike(superAdmins.email, contains),
    ilike(superAdmins.phone, contains),
    sql`${statusWord} ilike ${`${escapeLike(search)}%`}`,
    sql`${createdText} ilike ${contains}`,
  )!;
}

/** Search, status dropdown and tile filter, combined with AND. */
export function listConditions(
  input: Pick<ListSuperAdminsInput, 'search' | 'status' | 'filter'>,
  now: Date,
): SQL | undefined {
  const tiles = tileFilters(now);
  return and(
    input.search ? searchCondition(input.search) : undefined,
    input.status === 'all' ? undefined : tiles[input.status],
    input.filter === 'total' ? undefined : tiles[input.filter],
  );
}

/**
 * "Never" signed in sorts as the oldest last login. The id as a last key keeps pages stable when
 * many rows share a value.
 */
export function listOrder(input: Pick<ListSuperAdminsInput, 'sort' | 'order'>): SQL[] {
  const dir = input.order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = input.order === 'asc' ? sql`nulls first` : sql`nulls last`;
  const key: Record<ListSuperAdminsInput['sort'], SQL> = {
    name: sql`lower(${superAdmins.name})`,
    email: sql`${superAdmins.email}`,
    createdAt: sql`${superAdmins.createdAt}`,
    lastLogin: sql`${superAdmins.lastLoginAt}`,
    status: statusWord,
  };
  return [sql`${key[input.sort]} ${dir} ${nulls}`, sql`${superAdmins.id} ${dir}`];
}

/** The five tile counts over every super admin, in one pass over the table. */
export function statsSelection(now: Date) {
  const tiles = tileFilters(now);
  return {
    total: sql<number>`count(*)`.mapWith(Number),
    thisWeek: countWhere(tiles.currentWeek),
    lastWeek: countWhere(tiles.lastWeek),
    active: countWhere(tiles.active),
    inactive: countWhere(tiles.inactive),
  };
}
