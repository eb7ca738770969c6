import { MESSAGES } from '@app/contracts';

import type { AppDeps } from '../../core/deps';
import { loadFigures } from './figures';
import { newestSuperAdmins, recentActivity, recentCompanies } from './recent';
import { companiesPerWeek } from './weeks';
import { dashboardWindows, growthPercent } from './windows';

/**
 * The admin dashboard in one call (docs/product/platform-admin.md#dashboard, #records).
 *
 * Why it stays cheap however many tenants there are: it reads platform tables only, never a
 * tenant schema, in exactly four queries: one aggregate pass over `companies` (one small row per
 * tenant; user totals come from its counters) with the super admin count as a sub-select, the 5
 * newest companies and the 2 newest super admins (both LIMITed, the first off the created_at
 * index), and one grouped count over the last 12 weeks' created_at range. They share one
 * read-only REPEATABLE READ snapshot, so the tiles, lists and chart agree with each other.
 */
export async function dashboardSummary(deps: AppDeps) {
  const now = deps.now();
  const windows = dashboardWindows(now);
  const signing = { secret: deps.config.jwtSecret, now };
  const [figures, companies, admins, weeks] = await deps.db.transaction(
    (tx) =>
      Promise.all([
        loadFigures(tx, now, windows),
        recentCompanies(tx, signing),
        newestSuperAdmins(tx),
        companiesPerWeek(tx, windows),
      ]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { companiesThisMonth, companiesLastMonth, ...tiles } = figures;
  return {
    message: MESSAGES.dashboard.fetched,
    ...tiles,
    growth: { companiesThisMonth, companiesLastMonth, percent: growthPercent(companiesThisMonth, companiesLastMonth) },
    recentCompanies: companies,
    recentActivity: recentActivity(companies, admins, deps.config.baseDomain),
    companiesPerWeek: weeks,
  };
}
