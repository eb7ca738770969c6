import { describe, expect } from 'vitest';

import { MESSAGES, weekWindows } from '@app/contracts';

import { teamTest, type TeamFixtures } from '../../testing/fixtures';
import { createCompany, failureOf } from './test-fixtures';

// The clock only moves back (a later one would expire the test's access token).
const week = weekWindows(new Date());
const lastWeekAt = new Date(week.lastStart.getTime() + 3600_000);
const thisWeekAt = new Date(Math.max(week.currentStart.getTime(), Date.now() - 60_000));

const names = (users: { name: string }[]) => users.map((u) => u.name);

type Team = TeamFixtures['platformTeam'];

/** The list-co company, with its people, and its team list with the filters given. */
const it = teamTest().extend<{
  companyId: number;
  list: (filters?: Record<string, unknown>) => ReturnType<Team['list']>;
}>({
  companyId: [
    async ({ setup: { app, request }, platformTeam: team }, use) => {
      const companyId = (await createCompany(app, request, 'list-co')).id;
      // Two people joined last week and two this week, like the owner.
      app.clock.now = lastWeekAt;
      await team.invite({ companyId, name: 'Amy Adams', email: 'amy@list-co.test', role: 'admin' });
      await team.invite({
        companyId,
        name: 'Bob Brown',
        email: 'bob@list-co.test',
        department: 'Sales',
        designation: 'Developer',
      });
      app.clock.now = thisWeekAt;
      await team.invite({
        companyId,
        name: 'Zed Zimmer',
        email: 'zed@list-co.test',
        role: 'admin',
        phone: '+1 555 0111',
        department: 'Engineering',
        designation: 'Manager',
      });
      const cara = await team.invite({ companyId, name: 'Cara Cole', email: 'cara@list-co.test' });
      app.clock.now = undefined;
      await team.update({ companyId, memberId: cara.user.id, isActive: false });
      // Another company's people never show up here.
      const other = await createCompany(app, request, 'list-other');
      await team.invite({ companyId: other.id, name: 'Amy Other', email: 'amy@list-co.test' });
      await use(companyId);
    },
    { scope: 'file' },
  ],
  list: [
    async ({ platformTeam, companyId }, use) => use((filters = {}) => platformTeam.list({ companyId, ...filters })),
    { scope: 'file' },
  ],
});

describe('companyTeam.list', () => {
  it('groups the team as owners, admins and members, merged in that order', async ({ list }) => {
    const result = await list();
    expect(result.message).toBe(MESSAGES.users.fetched);
    expect(names(result.users)).toEqual(['Owner of list-co', 'Amy Adams', 'Zed Zimmer', 'Bob Brown', 'Cara Cole']);
    expect(names(result.team.owners)).toEqual(['Owner of list-co']);
    expect(names(result.team.admins)).toEqual(['Amy Adams', 'Zed Zimmer']);
    expect(names(result.team.members)).toEqual(['Bob Brown', 'Cara Cole']);
    expect(result.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
    expect(result.stats).toEqual({
      total: 5,
      thisWeek: 3,
      lastWeek: 2,
      active: 4,
      inactive: 1,
      byRole: { owner: 1, admin: 2, team_member: 2 },
    });
  });

  it('answers users in the documented shape', async ({ list }) => {
    const zed = (await list({ search: 'zed' })).users[0]!;
    expect(zed).toEqual({
      id: zed.id,
      _id: zed.id,
      name: 'Zed Zimmer',
      email: 'zed@list-co.test',
      role: 'admin',
      isActive: true,
      lastLogin: null,
      createdAt: thisWeekAt.toISOString(),
      phone: '+1 555 0111',
      dateOfBirth: null,
      profile: {
        phone: '+1 555 0111',
        avatar: null,
        department: 'Engineering',
        designation: 'Manager',
        dateOfBirth: null,
      },
    });
  });

  it('searches name, email, phone, department and designation, case-insensitively', async ({ list }) => {
    expect(names((await list({ search: 'BROWN' })).users)).toEqual(['Bob Brown']);
    expect(names((await list({ search: 'AMY@' })).users)).toEqual(['Amy Adams']);
    expect(names((await list({ search: '0111' })).users)).toEqual(['Zed Zimmer']);
    expect(names((await list({ search: 'sales' })).users)).toEqual(['Bob Brown']);
    expect(names((await list({ search: 'manager' })).users)).toEqual(['Zed Zimmer']);
    // LIKE wildcards are taken literally.
    expect((await list({ search: '%' })).users).toEqual([]);
    expect((await list({ search: 'nobody' })).pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
  });

  it('matches role words: owner, admin, team member and team_member', async ({ list }) => {
    expect(names((await list({ search: 'owner' })).users)).toEqual(['Owner of list-co']);
    expect(names((await list({ search: 'Admin' })).users)).toEqual(['Amy Adams', 'Zed Zimmer']);
    expect(names((await list({ search: 'team member' })).users)).toEqual(['Bob Brown', 'Cara Cole']);
    expect(names((await list({ search: 'TEAM_MEMBER' })).users)).toEqual(['Bob Brown', 'Cara Cole']);
  });

  it('filters by status and by tile, combined with the search (AND)', async ({ list }) => {
    expect(names((await list({ status: 'inactive' })).users)).toEqual(['Cara Cole']);
    expect(names((await list({ status: 'active', search: 'team member' })).users)).toEqual(['Bob Brown']);
    expect(names((await list({ filter: 'currentWeek' })).users)).toEqual([
      'Owner of list-co',
      'Zed Zimmer',
      'Cara Cole',
    ]);
    expect(names((await list({ filter: 'lastWeek' })).users)).toEqual(['Amy Adams', 'Bob Brown']);
    expect(names((await list({ filter: 'active', search: 'admin' })).users)).toEqual(['Amy Adams', 'Zed Zimmer']);
    expect(names((await list({ filter: 'inactive' })).users)).toEqual(['Cara Cole']);
    // The tile counts stay over the whole team whatever is filtered.
    expect((await list({ filter: 'inactive' })).stats.total).toBe(5);
  });

  it('sorts by the chosen field, the name breaking ties', async ({ platformTeam: team, companyId, list }) => {
    expect(names((await list({ sort: 'name' })).users)).toEqual([
      'Amy Adams',
      'Bob Brown',
      'Cara Cole',
      'Owner of list-co',
      'Zed Zimmer',
    ]);
    const byRoleDesc = await team.list({ companyId, sort: 'role', order: 'desc' });
    expect(names(byRoleDesc.users)).toEqual(['Cara Cole', 'Bob Brown', 'Zed Zimmer', 'Amy Adams', 'Owner of list-co']);
    expect(names(byRoleDesc.team.admins)).toEqual(['Zed Zimmer', 'Amy Adams']);
    expect(names((await list({ sort: 'createdAt', order: 'desc' })).team.members)).toEqual(['Cara Cole', 'Bob Brown']);
    const byStatus = await list({ sort: 'status' });
    expect(byStatus.users.map((u) => u.isActive)).toEqual([true, true, true, true, false]);
    // An empty department sorts last either way.
    expect(names((await list({ sort: 'department' })).users)).toEqual([
      'Zed Zimmer',
      'Bob Brown',
      'Amy Adams',
      'Cara Cole',
      'Owner of list-co',
    ]);
    expect(names((await list({ sort: 'department', order: 'desc' })).users).slice(0, 2)).toEqual([
      'Bob Brown',
      'Zed Zimmer',
    ]);
  });

  it('pages, and refuses a page size over 100', async ({ list }) => {
    const page = await list({ page: 2, limit: 2 });
    expect(names(page.users)).toEqual(['Zed Zimmer', 'Bob Brown']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(page.team).toMatchObject({ owners: [], admins: [{ name: 'Zed Zimmer' }], members: [{ name: 'Bob Brown' }] });
    expect(await failureOf(list({ limit: 101 }))).toMatchObject({ status: 400 });
  });

  it('answers 404 for an unknown company', async ({ platformTeam: team }) => {
    expect(await failureOf(team.list({ companyId: 999999 }))).toMatchObject({
      status: 404,
      message: MESSAGES.company.notFound,
    });
    expect(await failureOf(team.stats({ companyId: 999999 }))).toMatchObject({ status: 404 });
  });
});

describe('companyTeam.stats', () => {
  it('counts per role and status, and the seats used', async ({ platformTeam: team, companyId }) => {
    const result = await team.stats({ companyId });
    expect(result.stats).toEqual({
      users: { owner: 1, admin: 2, team_member: 2, total: 5, active: 4, inactive: 1 },
      usage: { users: 5 },
    });
  });
});
