import { and, gte, lt, platformTables, sql, type Executor } from '@app/db';

import { timeFilters } from '../companies/list-query';
import type { DashboardWindows } from './windows';
import { countWhere } from '../../kit/pagination/page';

const { companies, superAdmins } = platformTables;

/**
 * Every figure of the tiles in one pass over the companies table (one row per tenant): users come
 * from the per-company counters kept current by tenant writes (docs/architecture.md#tenancy), so no tenant schema is
 * read. "Active" is the same SQL the companies list uses: status active and not expired.
 */
export async function loadFigures(db: Executor, now: Date, w: DashboardWindows) {
  const [row] = await db
    .select({
      totalCompanies: sql<number>`count(*)`.mapWith(Number),
      activeCompanies: countWhere(timeFilters(now).active),
      totalUsers: sql<number>`coalesce(sum(${companies.usersTotal}), 0)`.mapWith(Number),
      // The product counts these among the 5 most recent companies only (so never more than 5); we
      // count every company created in the last 7 days, which is what the tile's label says.
      newThisWeek: countWhere(gte(companies.createdAt, w.last7DaysStart)),
      companiesThisMonth: countWhere(
        and(gte(companies.createdAt, w.monthStart), lt(companies.createdAt, w.nextMonthStart))!,
      ),
      companiesLastMonth: countWhere(
        and(gte(companies.createdAt, w.lastMonthStart), lt(companies.createdAt, w.monthStart))!,
      ),
      superAdminCount: sql<number>`(select count(*) from ${superAdmins})`.mapWith(Number),
    })
    .from(companies);
  return row!;
}
