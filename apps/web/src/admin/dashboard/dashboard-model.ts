/**
 * What the dashboard shows, computed from platform.dashboard.summary without React (so it is tested
 * in node): the greeting, the growth figure, the error text by cause, the lists and the chart rows.
 */
import { DASHBOARD, MESSAGES, type DashboardActivity, type DashboardGrowth, type DashboardWeek } from '@app/contracts';

import { dashboardErrorText } from '../../kit/feedback/dashboard-error';
import { formatDate, formatDayMonth } from '../../kit/format/dates';
import { greetingFor } from '../../kit/format/greeting';

const t = MESSAGES.web.dashboard;

// The admin dashboard's load error (docs/product/platform-admin.md#messages-and-limits); the company dashboard shares it.
export { dashboardErrorText };

/** 'Good morning, Ada' by the local hour (docs/product/platform-admin.md#dashboard). */
export const greetingLine = (name: string, now: Date = new Date()): string => `${greetingFor(now)}, ${name}`;

export interface GrowthFigure {
  /** The big number: '+100%', '-50%', '0%', or this month's count when there is no baseline. */
  value: string;
  /** The line under it: 'vs last month', or why there is no percentage. */
  text: string;
  /** The full sentence, e.g. '+100% vs last month' (for the tile's accessible text). */
  sentence: string;
  trend: 'up' | 'down' | 'flat';
  /** 'N this month, M last month'. */
  counts: string;
}

/**
 * The growth tile from real counts (docs/architecture.md#the-web-app; never the prototype's hard-coded '+12%'): this month
 * so far against the whole of last month. With no company last month there is no percentage.
 */
export function growthFigure(growth: DashboardGrowth): GrowthFigure {
  const counts = t.growthCounts(growth.companiesThisMonth, growth.companiesLastMonth);
  if (growth.percent === null) {
    const sentence = t.growthNoBaseline(growth.companiesThisMonth);
    return {
      value: growth.companiesThisMonth > 0 ? `+${growth.companiesThisMonth}` : '0',
      text: sentence,
      sentence,
      trend: growth.companiesThisMonth > 0 ? 'up' : 'flat',
      counts,
    };
  }
  const sentence = t.growthVsLastMonth(growth.percent);
  const value = `${growth.percent > 0 ? '+' : ''}${growth.percent}%`;
  return {
    value,
    text: sentence.slice(value.length).trim(),
    sentence,
    trend: growth.percent > 0 ? 'up' : growth.percent < 0 ? 'down' : 'flat',
    counts,
  };
}

/**
 * The platform's own domain as shown after a subdomain: the configured base domain, else this
 * host without its `admin.` label (admin.example.com → example.com, admin.localhost → localhost).
 */
export function platformDomain(hostname: string, baseDomain?: string): string {
  if (baseDomain) return baseDomain.toLowerCase();
  const host = hostname.toLowerCase();
  return host.startsWith('admin.') ? host.slice('admin.'.length) : host;
}

export interface RecentCompanyInput {
  id: number;
  name: string;
  subdomain: string;
  logo: string | null;
  displayStatus: 'active' | 'inactive';
  createdAt: string;
}

export interface RecentCompanyItem {
  id: number;
  name: string;
  /** The logo's URL, or null to show the initial. */
  logo: string | null;
  initial: string;
  domain: string;
  status: 'active' | 'inactive';
  statusLabel: string;
  createdAt: string;
  href: string;
}

/** The Recent Companies list: 5 at most, newest first, each linking to its detail page. */
export function recentCompanyItems(companies: readonly RecentCompanyInput[], domain: string): RecentCompanyItem[] {
  return [...companies]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DASHBOARD.recentCompanies)
    .map((c) => ({
      id: c.id,
      name: c.name,
      logo: c.logo,
      initial: [...c.name.trim()][0]?.toLocaleUpperCase() ?? '?',
      domain: `${c.subdomain}.${domain}`,
      status: c.displayStatus,
      statusLabel: t.status[c.displayStatus],
      createdAt: c.createdAt,
      href: `/companies/${c.id}`,
    }));
}

/** The activity feed: newest first, at most 10; empty stays empty (no sample event, docs/architecture.md#the-web-app). */
export function activityItems(activity: readonly DashboardActivity[]): DashboardActivity[] {
  return [...activity]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DASHBOARD.activityFeed);
}

export interface ChartRow {
  /** Axis label, '23 Mar'. */
  week: string;
  /** Tooltip label, 'Week of 23 Mar 2025'. */
  label: string;
  count: number;
}

/** The chart's rows, oldest week first, labelled by their Sunday (a calendar date, so in UTC). */
export function chartRows(weeks: readonly DashboardWeek[]): ChartRow[] {
  return [...weeks]
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
    .map((w) => ({ week: formatDayMonth(w.weekStart), label: t.chartWeekOf(formatDate(w.weekStart)), count: w.count }));
}

export const chartTotal = (weeks: readonly DashboardWeek[]): number => weeks.reduce((sum, w) => sum + w.count, 0);
