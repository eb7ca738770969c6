import { describe, expect } from 'vitest';

import { DASHBOARD_CHART_WEEKS, MESSAGES } from '@app/contracts';

import { createCompany, expectSuccess } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';
import { expectPlatformGuards, guardSubjects } from '../testing/rest-platform';
import { dashboardRoutes } from './table/dashboard';

const URL = '/api/super-admin/dashboard';

const it = restTest();

const summary = async (req: JsonCall) => expectSuccess(await req('GET', URL), 'GET', URL);

describe('GET /api/super-admin/dashboard', () => {
  it('answers the documented keys with zero figures on an empty platform', async ({ req }) => {
    const res = await req('GET', URL);
    const data = expectSuccess(res, 'GET', URL);
    expect(res.body.message).toBe(MESSAGES.dashboard.fetched);
    expect(data).toMatchObject({
      totalCompanies: 0,
      activeCompanies: 0,
      totalUsers: 0,
      superAdminCount: 1,
      newThisWeek: 0,
      recentCompanies: [],
      growth: { companiesThisMonth: 0, companiesLastMonth: 0, percent: null },
    });
    expect(data.companiesPerWeek).toHaveLength(DASHBOARD_CHART_WEEKS);
  });

  it('counts the companies, users and super admins created through the API', async ({ server, admin, req }) => {
    const active = await createCompany(server.app, admin, 'dash-active');
    const paused = await createCompany(server.app, admin, 'dash-paused');
    await createCompany(server.app, admin, 'dash-expired', { expiryDate: '2020-01-01' });
    const patched = await req('PATCH', `/api/super-admin/companies/${paused.id}/status`, { status: 'inactive' });
    expect(patched.status).toBe(200);
    const invited = await req('POST', `/api/super-admin/companies/${active.id}/team/invite`, {
      name: 'Tina Member',
      email: 'tina@dash-active.io',
    });
    expect(invited.status).toBe(201);
    const added = await req('POST', '/api/super-admin/super-admins', {
      name: 'Second Admin',
      email: 'second@example.com',
    });
    expect(added.status).toBe(201);

    const data = await summary(req);
    expect(data).toMatchObject({
      totalCompanies: 3,
      activeCompanies: 1, // paused is inactive, expired is past its end date
      totalUsers: 4, // three owners and one invited member
      superAdminCount: 2,
      newThisWeek: 3,
      growth: { companiesThisMonth: 3 },
    });

    const recent = data.recentCompanies as { id: number; _id: number; subdomain: string; displayStatus: string }[];
    expect(recent.map((c) => c.subdomain)).toEqual(['dash-expired', 'dash-paused', 'dash-active']);
    expect(recent.every((c) => c._id === c.id)).toBe(true);
    expect(recent.map((c) => c.displayStatus)).toEqual(['inactive', 'inactive', 'active']);

    const weeks = data.companiesPerWeek as { weekStart: string; count: number }[];
    expect(weeks).toHaveLength(DASHBOARD_CHART_WEEKS);
    expect(weeks.at(-1)!.count).toBe(3);
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(3);

    const activity = data.recentActivity as { type: string; description: string }[];
    expect(activity.filter((a) => a.type === 'company_created').map((a) => a.description)).toEqual([
      'Company dash-expired (dash-expired.localhost)',
      'Company dash-paused (dash-paused.localhost)',
      'Company dash-active (dash-active.localhost)',
    ]);
    expect(activity.filter((a) => a.type === 'super_admin_added')).toHaveLength(2);
  });

  it('follows deletions: a deleted company leaves the figures', async ({ server, admin, req }) => {
    const doomed = await createCompany(server.app, admin, 'dash-doomed');
    expect((await summary(req)).totalCompanies).toBe(4);
    const res = await req('DELETE', `/api/super-admin/companies/${doomed.id}`);
    expect(res.status).toBe(200);
    expect(await summary(req)).toMatchObject({ totalCompanies: 3, totalUsers: 4 });
  });

  it('refuses without a token (401), a company token on the platform host (401), the company host (403)', async ({
    server,
    admin,
  }) => {
    const subjects = await guardSubjects(server, admin, 'dash-guard');
    for (const route of dashboardRoutes) await expectPlatformGuards(server.app, route, route.path, subjects);
  });
});
