import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { teamTest } from '../../testing/fixtures';
import { issueTestToken, platformHost, tenantHost } from '../../testing/harness';
import {
  avatarKeys,
  createCompany,
  failureOf,
  fileExists,
  openSession,
  platformCopy,
  sessionById,
  snapshot,
  svgUpload,
  tinyPng,
  upload,
  userEvents,
} from './test-fixtures';

// Each test makes the companies it needs.
const it = teamTest();

const notFound = { status: 404, message: MESSAGES.users.notFound };

describe('companyTeam.get and remove', () => {
  it('gets a user, or 404 for an unknown id and 400 for a malformed one', async ({
    setup: { app, request },
    platformTeam: team,
  }) => {
    const company = await createCompany(app, request, 'get-co');
    const { user } = await team.invite({ companyId: company.id, name: 'Gil Get', email: 'gil@get-co.test' });
    expect(await team.get({ companyId: company.id, memberId: user.id })).toMatchObject({ user });
    expect(await failureOf(team.get({ companyId: company.id, memberId: crypto.randomUUID() }))).toMatchObject(notFound);
    expect(await failureOf(team.get({ companyId: company.id, memberId: 'not-a-uuid' }))).toMatchObject({
      status: 400,
    });
  });

  it('deletes a user: sessions revoked, counters down, picture gone after the commit, event recorded', async ({
    setup: { app, storage, request },
    platformTeam: team,
  }) => {
    const company = await createCompany(app, request, 'remove-co');
    const { user } = await team.invite({
      companyId: company.id,
      name: 'Rex Removed',
      email: 'rex@remove-co.test',
      avatar: upload('r.png', tinyPng()),
    });
    const [key] = avatarKeys(storage, company.id);
    const session = await openSession(app, company.id, user.id);
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 2, usersActive: 2 });

    const result = await team.remove({ companyId: company.id, memberId: user.id });
    expect(result).toEqual({ message: MESSAGES.users.deleted, id: user.id, _id: user.id });
    expect((await sessionById(app, session.id)).revokedAt).toBeInstanceOf(Date);
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 1, usersActive: 1 });
    expect(await fileExists(storage, key!)).toBe(false);
    const removed = (await userEvents(app, company.id)).filter((e) => e.action === 'user_removed');
    expect(removed).toMatchObject([
      {
        description: "User 'Rex Removed' (rex@remove-co.test) removed",
        details: { userId: user.id, role: 'team_member' },
      },
    ]);
    expect(await failureOf(team.remove({ companyId: company.id, memberId: user.id }))).toMatchObject(notFound);
  });

  it('counts an inactive user out of both counters when deleted', async ({
    setup: { app, request },
    platformTeam: team,
  }) => {
    const company = await createCompany(app, request, 'remove-inactive');
    const { user } = await team.invite({
      companyId: company.id,
      name: 'Ina Inactive',
      email: 'ina@remove-inactive.test',
    });
    await team.update({ companyId: company.id, memberId: user.id, isActive: false });
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 2, usersActive: 1 });
    await team.remove({ companyId: company.id, memberId: user.id });
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 1, usersActive: 1 });
  });
});

describe('companyTeam.setAvatar', () => {
  it('sets the picture, refuses an SVG or a missing file, and writes nothing when refused', async ({
    setup: { app, storage, request },
    platformTeam: team,
  }) => {
    const company = await createCompany(app, request, 'avatar-co');
    const { user } = await team.invite({ companyId: company.id, name: 'Ava Avatar', email: 'ava@avatar-co.test' });
    const set = await team.setAvatar({
      companyId: company.id,
      memberId: user.id,
      avatar: upload('a.png', tinyPng()),
    });
    expect(set.message).toBe(MESSAGES.users.avatarUpdated);
    expect(set.user.profile.avatar).toContain(avatarKeys(storage, company.id)[0]);

    const before = await snapshot(app, storage, company.id);
    expect(
      await failureOf(team.setAvatar({ companyId: company.id, memberId: user.id, avatar: svgUpload() })),
    ).toMatchObject({ status: 415 });
    expect(await failureOf(team.setAvatar({ companyId: company.id, memberId: user.id } as never))).toMatchObject({
      status: 400,
      errors: [{ path: 'avatar', msg: MESSAGES.users.avatarRequired }],
    });
    expect(
      await failureOf(
        team.setAvatar({ companyId: company.id, memberId: crypto.randomUUID(), avatar: upload('a.png', tinyPng()) }),
      ),
    ).toMatchObject(notFound);
    expect(await snapshot(app, storage, company.id)).toEqual(before);
  });
});

describe('company isolation', () => {
  it('answers 404 for a member of company A addressed through company B, changing neither', async ({
    setup: { app, storage, request },
    platformTeam: team,
  }) => {
    const a = await createCompany(app, request, 'iso-a');
    const b = await createCompany(app, request, 'iso-b');
    const { user } = await team.invite({ companyId: a.id, name: 'Ann Alpha', email: 'ann@iso-a.test' });
    const session = await openSession(app, a.id, user.id);
    const before = { a: await snapshot(app, storage, a.id), b: await snapshot(app, storage, b.id) };

    const viaB = { companyId: b.id, memberId: user.id };
    expect(await failureOf(team.get(viaB))).toMatchObject(notFound);
    expect(await failureOf(team.update({ ...viaB, name: 'Hijacked' }))).toMatchObject(notFound);
    expect(await failureOf(team.update({ ...viaB, isActive: false }))).toMatchObject(notFound);
    expect(await failureOf(team.remove(viaB))).toMatchObject(notFound);
    expect(await failureOf(team.setAvatar({ ...viaB, avatar: upload('x.png', tinyPng()) }))).toMatchObject(notFound);
    // B's owner is no member of A either.
    expect(await failureOf(team.remove({ companyId: a.id, memberId: b.ownerId! }))).toMatchObject(notFound);

    expect({ a: await snapshot(app, storage, a.id), b: await snapshot(app, storage, b.id) }).toEqual(before);
    expect((await sessionById(app, session.id)).revokedAt).toBeNull();
  });
});

describe('access', () => {
  it('is for super admins on the platform host only', async ({ setup: { app, storage, request } }) => {
    const company = await createCompany(app, request, 'access-co');
    const token = await issueTestToken(app, { id: company.ownerId!, role: 'owner', companyId: company.id });
    const owner = `Bearer ${token}`;
    const calls = [
      app.call({ ...platformHost, authorization: owner }),
      app.call({ ...tenantHost('access-co'), authorization: owner }),
      app.call({ ...platformHost }),
      app.call({ ...tenantHost('access-co'), authorization: request.authorization }),
    ];
    const before = await snapshot(app, storage, company.id);
    for (const caller of calls) {
      const failure = await failureOf(
        caller.platform.companyTeam.invite({
          companyId: company.id,
          name: 'Sneaky Pete',
          email: 'pete@access-co.test',
        }),
      );
      expect([401, 403]).toContain(failure.status);
      expect([401, 403]).toContain(
        (await failureOf(caller.platform.companyTeam.list({ companyId: company.id }))).status,
      );
    }
    expect(await snapshot(app, storage, company.id)).toEqual(before);
  });
});
