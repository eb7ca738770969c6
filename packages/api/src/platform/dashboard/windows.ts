import { DASHBOARD_CHART_WEEKS, weekWindows } from '@app/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

export interface DashboardWindows {
  /** "New this week" is the last 7 days, not the calendar week (docs/product/platform-admin.md#states). */
  last7DaysStart: Date;
  monthStart: Date;
  nextMonthStart: Date;
  lastMonthStart: Date;
  /** Sunday 00:00 UTC of the oldest week in the chart; the chart ends with the current week. */
  chartStart: Date;
  chartEnd: Date;
}

/** Every time window of the summary, from one clock reading so they agree with each other. */
export function dashboardWindows(now: Date): DashboardWindows {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const week = weekWindows(now);
  return {
    last7DaysStart: new Date(now.getTime() - 7 * DAY_MS),
    // Date.UTC carries month -1 and 12 into the neighbouring years.
    monthStart: new Date(Date.UTC(year, month, 1)),
    nextMonthStart: new Date(Date.UTC(year, month + 1, 1)),
    lastMonthStart: new Date(Date.UTC(year, month - 1, 1)),
    chartStart: new Date(week.currentStart.getTime() - (DASHBOARD_CHART_WEEKS - 1) * WEEK_MS),
    chartEnd: week.currentEnd,
  };
}

/** Whole-number change from last month; null without a baseline (a percentage of zero means nothing). */
export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}
