import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { superAdminTest } from '../../testing/fixtures';
import { tenantHost } from '../../testing/harness';

// Wednesday 2025-06-11 12:00 UTC. Last 7 days: from 06-04 12:00. This month: June; last: May.
// Chart: 12 Sunday weeks from 2025-03-23 to the current week of 06-08.
const NOW = new Date('2025-06-11T12:00:00Z');
const LOGO = 'companies/101/logo/0b7c5d2e-1f3a-4b5c-8d6e-7f8091a2b3c4.png';

/** Ids chosen here so the logo key can name its company (inserted with OVERRIDING SYSTEM VALUE). */
type CompanySeed = typeof platformTables.companies.$inferInsert & { id: number };
const seed = (id: number, subdomain: string, createdAt: string, extra: Partial<CompanySeed> = {}): CompanySeed => ({
  id,
  name: `Company ${subdomain}`,
  subdomain,
  createdAt: new Date(createdAt),
  ...extra,
});
const companies: CompanySeed[] = [
  seed(101, 'alpha', '2025-06-10T09:00:00Z', { usersTotal: 5, usersActive: 4, logoKey: LOGO }),
  seed(102, 'bravo', '2025-06-05T10:00:00Z', { usersTotal: 3, usersActive: 3, subscriptionEndDate: '2025-06-10' }),
  seed(103, 'charlie', '2025-06-01T00:00:00Z', { usersTotal: 2, usersActive: 0, status: 'inactive' }),
  seed(104, 'delta', '2025-05-20T10:00:00Z', { usersTotal: 10, usersActive: 9 }),
  seed(105, 'echo', '2025-05-02T10:00:00Z', { subscriptionEndDate: '2025-06-11' }),
  seed(106, 'foxtrot', '2025-03-01T10:00:00Z'),
  seed(107, 'golf', '2025-06-11T11:00:00Z'),
];

const t = platformTables.superAdmins;
/** `summary`: the dashboard summary as the super admin reads it. */
const it = superAdminTest({ now: NOW }).extend(
  'summary',
  { scope: 'file' },
  ({ app, request }) =>
    () =>
      app.call(request).platform.dashboard.summary(),
);

it.beforeAll(async ({ app, admin }) => {
  await app.deps.db
    .update(t)
    .set({ createdAt: new Date('2025-06-09T00:00:00Z') })
    .where(eq(t.id, admin.id));
  await app.deps.db.insert(t).values([
    { name: 'Second Admin', email: 'second@example.com', createdAt: new Date('2025-06-10T12:00:00Z') },
    { name: 'Old Admin', email: 'old@example.com', createdAt: new Date('2025-01-01T00:00:00Z'), isActive: false },
  ]);
  // Rows inserted directly (chosen dates and counters) have no tenant schema: the summary must
  // answer from platform rows alone, so any query into a tenant schema would fail here.
  await app.deps.db.insert(platformTables.companies).overridingSystemValue().values(companies);
});
describe('dashboard.summary', () => {
  it('counts the tiles from the platform rows; an expired company is not active', async ({ summary }) => {
    const result = await summary();
    expect(result).toMatchObject({
      message: MESSAGES.dashboard.fetched,
      totalCompanies: 7,
      activeCompanies: 5, // alpha, delta, echo (its end date is today), foxtrot, golf
      totalUsers: 20,
      superAdminCount: 3,
      newThisWeek: 3, // golf, alpha, bravo: created in the last 7 days
    });
  });

  it('compares this month with last month from real data', async ({ app, summary }) => {
    expect((await summary()).growth).toEqual({ companiesThisMonth: 4, companiesLastMonth: 2, percent: 100 });
    app.clock.now = new Date('2025-04-15T00:00:00Z'); // April: none; March: foxtrot.
    expect((await summary()).growth).toEqual({ companiesThisMonth: 0, companiesLastMonth: 1, percent: -100 });
    app.clock.now = new Date('2025-03-10T00:00:00Z'); // March: foxtrot; February: none, so no percent.
    expect((await summary()).growth).toEqual({ companiesThisMonth: 1, companiesLastMonth: 0, percent: null });
    app.clock.now = NOW;
  });

  it('counts companies per Sunday-to-Saturday week over the last 12 weeks, oldest first', async ({ summary }) => {
    const weeks = (await summary()).companiesPerWeek;
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: '2025-03-23', count: 0 });
    expect(weeks[11]).toEqual({ weekStart: '2025-06-08', count: 2 }); // alpha, golf
    expect(weeks[10]).toEqual({ weekStart: '2025-06-01', count: 2 }); // bravo, charlie (Sunday 00:00)
    expect(weeks[8]).toEqual({ weekStart: '2025-05-18', count: 1 }); // delta
    expect(weeks[5]).toEqual({ weekStart: '2025-04-27', count: 1 }); // echo
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(6); // foxtrot is older than the chart
  });

  it('lists the 5 newest companies with their shown status and public logo', async ({ summary }) => {
    const recent = (await summary()).recentCompanies;
    expect(recent.map((c) => [c.subdomain, c.status, c.displayStatus])).toEqual([
      ['golf', 'active', 'active'],
      ['alpha', 'active', 'active'],
      ['bravo', 'active', 'inactive'],
      ['charlie', 'inactive', 'inactive'],
      ['delta', 'active', 'active'],
    ]);
    expect(recent[1]).toEqual({
      id: 101,
      _id: 101,
      name: 'Company alpha',
      subdomain: 'alpha',
      logo: `/api/files/${LOGO}`,
      status: 'active',
      displayStatus: 'active',
      createdAt: '2025-06-10T09:00:00.000Z',
    });
    expect(recent[0]!.logo).toBeNull();
  });

  it('builds the activity from the 3 newest companies and 2 newest super admins, newest first', async ({ summary }) => {
    const activity = (await summary()).recentActivity;
    expect(activity.map((a) => [a.type, a.description, a.createdAt])).toEqual([
      ['company_created', 'Company golf (golf.localhost)', '2025-06-11T11:00:00.000Z'],
      ['super_admin_added', 'Second Admin (second@example.com)', '2025-06-10T12:00:00.000Z'],
      ['company_created', 'Company alpha (alpha.localhost)', '2025-06-10T09:00:00.000Z'],
      ['super_admin_added', 'Root Admin (root@example.com)', '2025-06-09T00:00:00.000Z'],
      ['company_created', 'Company bravo (bravo.localhost)', '2025-06-05T10:00:00.000Z'],
    ]);
    expect(activity[0]).toMatchObject({ id: 'company-107', title: MESSAGES.dashboard.companyCreatedTitle });
    expect(activity[1]!.title).toBe(MESSAGES.dashboard.superAdminAddedTitle);
    expect(new Set(activity.map((a) => a.id)).size).toBe(activity.length);
  });

  it('is refused on a company host and without a token', async ({ app, request }) => {
    await expect(app.call({ ...request, ...tenantHost('alpha') }).platform.dashboard.summary()).rejects.toMatchObject({
      cause: { code: 'FORBIDDEN' },
    });
    await expect(app.call().platform.dashboard.summary()).rejects.toMatchObject({ cause: { code: 'UNAUTHORIZED' } });
  });
});
