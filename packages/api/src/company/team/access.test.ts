/**
 * Who may call company.team.*: owners and admins of the host's company. Team members get 403 on
 * every procedure; another company's token is refused on this host; another company's member ids
 * are unknown here (404), and that company stays as it was.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { setCompany } from '../../auth/test-support';
import { failureOf, snapshot, tinyPng, upload } from '../../platform/company-team/test-fixtures';
import { teamTest } from '../../testing/fixtures';
import { tenantHost } from '../../testing/harness';
import { PORTAL_ROLES, type SignedInCompany } from '../../testing/signed-in-company';

// Company A (co) is the host; company B (other) is the company next door.
const it = teamTest('access-a', 'access-b');

type Team = ReturnType<SignedInCompany['as']>['company']['team'];

/** A call, and what its answer holds for a manager: the target member of A, or what was asked. */
type Checked = [(team: Team) => Promise<unknown>, object];

/** Every procedure with an input that succeeds for a manager (the target: an invited member of A). */
const calls = (a: SignedInCompany, target: string, n: number): Record<keyof Team, Checked> => {
  const member = (fields: object = {}) => ({ user: { id: target, ...fields } });
  return {
    list: [
      (t) => t.list({ page: 1, limit: 20 }),
      { message: MESSAGES.users.fetched, pagination: { total: expect.any(Number) } },
    ],
    stats: [(t) => t.stats(), { message: MESSAGES.users.statsFetched, stats: expect.any(Object) }],
    get: [(t) => t.get({ memberId: target }), { message: MESSAGES.users.fetchedOne, ...member() }],
    invite: [
      (t) => t.invite({ name: `Newcomer ${n}`, email: `new${n}@access-a.test` }),
      { message: MESSAGES.users.invited, user: { name: `Newcomer ${n}`, email: `new${n}@access-a.test` } },
    ],
    update: [(t) => t.update({ memberId: target, name: `Renamed ${n}` }), member({ name: `Renamed ${n}` })],
    setAvatar: [
      (t) => t.setAvatar({ memberId: target, avatar: upload('p.png', tinyPng()) }),
      {
        message: MESSAGES.users.avatarUpdated,
        ...member({ profile: { avatar: expect.stringContaining(`/api/files/companies/${a.company.id}/avatars/`) } }),
      },
    ],
    bulk: [(t) => t.bulk({ action: 'activate', ids: [target] }), { counts: { succeeded: 1, failed: 0 } }],
    remove: [(t) => t.remove({ memberId: target }), { message: MESSAGES.users.deleted, id: target }],
  };
};

const targetIn = async (company: SignedInCompany, n: number) =>
  (
    await company
      .as('owner')
      .company.team.invite({ name: `Target ${n}`, email: `target${n}@${company.company.subdomain}.test` })
  ).user.id;

describe('role matrix', () => {
  it.for(PORTAL_ROLES.map((role, n) => [role, n] as const))('%s', async ([role, n], { app, storage, co: a }) => {
    const target = await targetIn(a, n);
    const team = a.as(role).company.team;
    for (const [name, [call, answer]] of Object.entries(calls(a, target, n))) {
      if (role === 'team_member') {
        const before = await snapshot(app, storage, a.company.id);
        expect(await failureOf(call(team)), name).toMatchObject({ status: 403, message: MESSAGES.auth.forbidden });
        expect(await snapshot(app, storage, a.company.id), name).toEqual(before);
      } else {
        expect(await call(team), name).toMatchObject(answer);
      }
    }
  });
});

describe('tenant isolation', () => {
  it("refuses A's token on B's host", async ({ app, co: a, other: b }) => {
    const onB = app.call({ ...tenantHost('access-b'), authorization: a.request.owner.authorization });
    expect(await failureOf(onB.company.team.list({}))).toMatchObject({ status: 401 });
    expect(await failureOf(onB.company.team.bulk({ action: 'delete', ids: [b.member.id] }))).toMatchObject({
      status: 401,
    });
  });

  it("answers 404 for B's member ids on A's host and leaves B as it was", async ({ app, storage, co: a, other: b }) => {
    const before = await snapshot(app, storage, b.company.id);
    const team = a.as('admin').company.team;
    const id = b.member.id;
    for (const call of [
      () => team.get({ memberId: id }),
      () => team.update({ memberId: id, isActive: false }),
      () => team.setAvatar({ memberId: id, avatar: upload('x.png', tinyPng()) }),
      () => team.remove({ memberId: id }),
    ])
      expect(await failureOf(call())).toMatchObject({ status: 404, message: MESSAGES.users.notFound });
    expect(await team.bulk({ action: 'delete', ids: [id] })).toMatchObject({ counts: { succeeded: 0, failed: 1 } });
    expect((await team.list({ search: 'member@access-b' })).users).toEqual([]);
    expect(await snapshot(app, storage, b.company.id)).toEqual(before);
  });

  it('refuses every call while the company is inactive (403 COMPANY_INACTIVE)', async ({ app, other: b }) => {
    await setCompany(app, b.company.id, { status: 'inactive' });
    try {
      expect(await failureOf(b.as('owner').company.team.stats())).toMatchObject({
        status: 403,
        code: 'COMPANY_INACTIVE',
      });
    } finally {
      await setCompany(app, b.company.id, { status: 'active' });
    }
  });
});
