/**
 * The admin dashboard's summary (docs/product/platform-admin.md#dashboard, #records). It takes no input; these are the shapes it
 * answers with, shared so the web app can name them without importing the server.
 */

/** How many Sunday-to-Saturday weeks the companies chart covers, the current week last. */
export const DASHBOARD_CHART_WEEKS = 12;

export const DASHBOARD_ACTIVITY_TYPES = ['company_created', 'super_admin_added'] as const;
export type DashboardActivityType = (typeof DASHBOARD_ACTIVITY_TYPES)[number];

export interface DashboardActivity {
  id: string;
  type: DashboardActivityType;
  title: string;
  description: string;
  createdAt: string;
}

export interface DashboardGrowth {
  /** Companies created since the 1st of the current month (UTC). */
  companiesThisMonth: number;
  /** Companies created in the whole previous calendar month (UTC). */
  companiesLastMonth: number;
  /** Whole-number change in percent; null when last month had none (no baseline to compare). */
  percent: number | null;
}

export interface DashboardWeek {
  /** The week's Sunday, `YYYY-MM-DD`. */
  weekStart: string;
  count: number;
}
