import { DASHBOARD_CHART_WEEKS, type DashboardWeek } from '@app/contracts';
import { and, gte, lt, platformTables, sql, type Executor } from '@app/db';

import { isoDay } from '../../core/tenancy/directory';
import { WEEK_MS, type DashboardWindows } from './windows';

const { companies } = platformTables;

/**
 * Companies created in each of the last 12 Sunday-to-Saturday weeks (UTC), oldest first: one
 * grouped query over the created_at index range, the empty weeks filled in here.
 */
export async function companiesPerWeek(db: Executor, w: DashboardWindows): Promise<DashboardWeek[]> {
  // Inlined as literals (both made here, not by a client): as parameters, the same expression in
  // SELECT and GROUP BY would carry different placeholders and PostgreSQL could not match them.
  const origin = sql.raw(`'${w.chartStart.toISOString()}'::timestamptz`);
  const bucket = sql<number>`floor(extract(epoch from (${companies.createdAt} - ${origin})) / ${sql.raw(String(WEEK_MS / 1000))})::int`;
  const rows = await db
    .select({ week: bucket, count: sql<number>`count(*)`.mapWith(Number) })
    .from(companies)
    .where(and(gte(companies.createdAt, w.chartStart), lt(companies.createdAt, w.chartEnd)))
    .groupBy(bucket);
  const counts = new Map(rows.map((r) => [Number(r.week), r.count]));
  return Array.from({ length: DASHBOARD_CHART_WEEKS }, (_, i) => ({
    weekStart: isoDay(new Date(w.chartStart.getTime() + i * WEEK_MS)),
    count: counts.get(i) ?? 0,
  }));
}
