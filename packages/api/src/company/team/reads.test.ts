/** company.team.list / stats / get: the host's company only, in the documented shapes. */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { failureOf } from '../../platform/company-team/test-fixtures';
import { teamTest } from '../../testing/fixtures';
import type { SignedInCompany } from '../../testing/signed-in-company';

// Someone in another company (portal-reads-other) never shows up here.
const it = teamTest('portal-reads', 'portal-reads-other').extend<{ co: SignedInCompany }>({
  co: [
    async ({ companies: [co] }, use) => {
      const team = co!.as('owner').company.team;
      await team.invite({ name: 'Zoe Zed', email: 'zoe@portal-reads.test', department: 'Sales' });
      const { user } = await team.invite({ name: 'Ian Idle', email: 'ian@portal-reads.test', role: 'admin' });
      await team.update({ memberId: user.id, isActive: false });
      await use(co!);
    },
    { scope: 'file' },
  ],
});

const team = (co: SignedInCompany) => co.as('admin').company.team;
const names = (users: { name: string }[]) => users.map((u) => u.name);

describe('company.team.list', () => {
  it('groups the page as owners, admins and members, merged owner first, with the tile stats', async ({ co }) => {
    const result = await team(co).list({});
    expect(result.message).toBe(MESSAGES.users.fetched);
    expect(names(result.users)).toEqual(['Olivia Owner', 'Ada Admin', 'Ian Idle', 'Terry Teammate', 'Zoe Zed']);
    expect(names(result.team.owners)).toEqual(['Olivia Owner']);
    expect(names(result.team.admins)).toEqual(['Ada Admin', 'Ian Idle']);
    expect(names(result.team.members)).toEqual(['Terry Teammate', 'Zoe Zed']);
    expect(result.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
    expect(result.stats).toMatchObject({ total: 5, active: 4, inactive: 1, byRole: { owner: 1, admin: 2 } });
    expect(result.users[0]).toMatchObject({ id: co.owner.id, _id: co.owner.id, role: 'owner', lastLogin: null });
  });

  it('filters by search, status and tile, sorts, and pages', async ({ co }) => {
    expect(names((await team(co).list({ search: 'SALES' })).users)).toEqual(['Zoe Zed']);
    expect(names((await team(co).list({ search: 'team member' })).users)).toEqual(['Terry Teammate', 'Zoe Zed']);
    expect(names((await team(co).list({ status: 'inactive' })).users)).toEqual(['Ian Idle']);
    expect((await team(co).list({ filter: 'active' })).pagination.total).toBe(4);
    expect(names((await team(co).list({ sort: 'name', order: 'desc', limit: 50 })).users)[0]).toBe('Zoe Zed');
    const page = await team(co).list({ page: 2, limit: 20 });
    expect(page).toMatchObject({ users: [], pagination: { page: 2, limit: 20, total: 5, pages: 1 } });
  });

  it('refuses bad list input naming the field', async ({ co }) => {
    expect(await failureOf(team(co).list({ limit: 1000 }))).toMatchObject({ status: 400, errors: [{ path: 'limit' }] });
    expect(await failureOf(team(co).list({ status: 'gone' } as never))).toMatchObject({
      status: 400,
      errors: [{ path: 'status' }],
    });
  });
});

describe('company.team.stats and get', () => {
  it('answers counts by role and status and the seats used', async ({ co }) => {
    expect(await team(co).stats()).toEqual({
      message: MESSAGES.users.statsFetched,
      stats: {
        users: { owner: 1, admin: 2, team_member: 2, total: 5, active: 4, inactive: 1 },
        usage: { users: 5 },
      },
    });
  });

  it('answers one member, or 404 for an unknown id', async ({ co }) => {
    expect(await team(co).get({ memberId: co.member.id })).toMatchObject({
      message: MESSAGES.users.fetchedOne,
      user: { id: co.member.id, name: 'Terry Teammate', role: 'team_member', isActive: true },
    });
    expect(await failureOf(team(co).get({ memberId: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({
      status: 404,
      message: MESSAGES.users.notFound,
    });
    expect(await failureOf(team(co).get({ memberId: 'nope' }))).toMatchObject({
      status: 400,
      errors: [{ path: 'memberId' }],
    });
  });
});
