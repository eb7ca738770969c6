import { describe, expect } from 'vitest';

import { platformTables } from '@app/db';

import { appTest } from '../../testing/fixtures';
import { superAdminRequest } from '../../testing/harness';
import { dashboardSummary } from './summary';

const it = appTest();

const zeroWeeks = (weeks: { count: number }[]) => weeks.length === 12 && weeks.every((w) => w.count === 0);

describe('dashboard.summary on an empty platform', () => {
  it('answers zeros and empty lists, never sample data', async ({ app }) => {
    const { request } = await superAdminRequest(app);
    const result = await app.call(request).platform.dashboard.summary();
    expect(result).toMatchObject({
      totalCompanies: 0,
      activeCompanies: 0,
      totalUsers: 0,
      newThisWeek: 0,
      superAdminCount: 1,
      growth: { companiesThisMonth: 0, companiesLastMonth: 0, percent: null },
      recentCompanies: [],
    });
    // The caller is the only row there is, so the only activity.
    expect(result.recentActivity.map((a) => a.type)).toEqual(['super_admin_added']);
    expect(zeroWeeks(result.companiesPerWeek)).toBe(true);

    // With no super admin either (the service alone; nobody could call the procedure).
    await app.deps.db.delete(platformTables.superAdmins);
    const bare = await dashboardSummary(app.deps);
    expect(bare).toMatchObject({ totalCompanies: 0, superAdminCount: 0, recentCompanies: [], recentActivity: [] });
    expect(zeroWeeks(bare.companiesPerWeek)).toBe(true);
  });
});
