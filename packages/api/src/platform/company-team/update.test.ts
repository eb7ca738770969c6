import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { teamTest, type TeamSetup } from '../../testing/fixtures';
import {
  avatarKeys,
  createCompany,
  failureOf,
  fileExists,
  openSession,
  platformCopy,
  sessionById,
  snapshot,
  teamOf,
  tinyPng,
  upload,
  userEvents,
} from './test-fixtures';

// Each test makes the company it needs.
const it = teamTest();

const fieldsOf = (events: { details: unknown }[]) =>
  events.map((e) => e.details as { fieldChanged: string; oldValue: unknown; newValue: unknown });

async function companyWithMember({ app, request }: Pick<TeamSetup, 'app' | 'request'>, subdomain: string) {
  const company = await createCompany(app, request, subdomain);
  const { user } = await teamOf(app, request).invite({
    companyId: company.id,
    name: 'Mo Member',
    email: `mo@${subdomain}.test`,
    phone: '111',
  });
  return { company, user, ownerId: company.ownerId! };
}

describe('companyTeam.update', () => {
  it('changes the fields, recording one event per changed field', async ({
    setup: { app, request },
    platformTeam: team,
  }) => {
    const { company, user } = await companyWithMember({ app, request }, 'upd-fields');
    const result = await team.update({
      companyId: company.id,
      memberId: user.id,
      name: 'Mo Renamed',
      email: 'MORE@upd-fields.test',
      role: 'admin',
      phone: '',
      department: 'HR',
      designation: 'Analyst',
      dateOfBirth: '1999-12-31',
    });
    expect(result.message).toBe(MESSAGES.users.updated);
    expect(result.user).toMatchObject({
      name: 'Mo Renamed',
      email: 'more@upd-fields.test',
      role: 'admin',
      phone: null,
      profile: { phone: null, department: 'HR', designation: 'Analyst', dateOfBirth: '1999-12-31' },
    });
    const updates = (await userEvents(app, company.id)).filter((e) => e.action === 'user_updated');
    expect(fieldsOf(updates)).toEqual([
      { userId: user.id, userName: 'Mo Renamed', fieldChanged: 'name', oldValue: 'Mo Member', newValue: 'Mo Renamed' },
      {
        userId: user.id,
        userName: 'Mo Renamed',
        fieldChanged: 'email',
        oldValue: 'mo@upd-fields.test',
        newValue: 'more@upd-fields.test',
      },
      { userId: user.id, userName: 'Mo Renamed', fieldChanged: 'role', oldValue: 'team_member', newValue: 'admin' },
      { userId: user.id, userName: 'Mo Renamed', fieldChanged: 'phone', oldValue: '111', newValue: null },
      { userId: user.id, userName: 'Mo Renamed', fieldChanged: 'department', oldValue: null, newValue: 'HR' },
      { userId: user.id, userName: 'Mo Renamed', fieldChanged: 'designation', oldValue: null, newValue: 'Analyst' },
      { userId: user.id, userName: 'Mo Renamed', fieldChanged: 'dateOfBirth', oldValue: null, newValue: '1999-12-31' },
    ]);
    expect(updates.find((e) => (e.details as { fieldChanged: string }).fieldChanged === 'role')!.description).toBe(
      "User 'Mo Renamed': role changed from Team Member to Admin",
    );
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 2, usersActive: 2 });

    // Sending the same values again changes and records nothing.
    await team.update({ companyId: company.id, memberId: user.id, name: 'Mo Renamed', department: 'HR' });
    expect((await userEvents(app, company.id)).filter((e) => e.action === 'user_updated')).toHaveLength(7);
  });

  it("takes the edit form's user[email] / profile[email] and profile.* as aliases, ignoring unknown keys", async ({
    setup: { app, request },
    platformTeam: team,
  }) => {
    const { company, user } = await companyWithMember({ app, request }, 'upd-alias');
    const edit = {
      companyId: company.id,
      memberId: user.id,
      user: { email: 'alias@upd-alias.test', extra: 1 },
      profile: { designation: 'Designer' },
      junk: true,
    };
    const { user: updated } = await team.update(edit as never);
    expect(updated).toMatchObject({ email: 'alias@upd-alias.test', profile: { designation: 'Designer' } });
    const { user: again } = await team.update({
      companyId: company.id,
      memberId: user.id,
      profile: { email: 'profile@upd-alias.test' },
    } as never);
    expect(again.email).toBe('profile@upd-alias.test');
  });

  it('refuses an email another user of the company has (409), changing nothing', async ({
    setup: { app, storage, request },
    platformTeam: team,
  }) => {
    const { company, user } = await companyWithMember({ app, request }, 'upd-dup');
    const before = await snapshot(app, storage, company.id);
    expect(
      await failureOf(team.update({ companyId: company.id, memberId: user.id, email: 'owner@upd-dup.test' })),
    ).toMatchObject({
      status: 409,
      errors: [{ path: 'email', msg: MESSAGES.users.emailTaken }],
    });
    expect(await snapshot(app, storage, company.id)).toEqual(before);
  });

  it('never makes anyone owner through the team', async ({ setup: { app, request }, platformTeam: team }) => {
    const { company, user } = await companyWithMember({ app, request }, 'upd-promote');
    expect(await failureOf(team.update({ companyId: company.id, memberId: user.id, role: 'owner' }))).toMatchObject({
      status: 400,
      errors: [{ path: 'role', msg: MESSAGES.users.roleInvalid }],
    });
  });

  it('replaces and removes the picture, deleting old files once committed', async ({
    setup: { app, storage, request },
    platformTeam: team,
  }) => {
    const { company, user } = await companyWithMember({ app, request }, 'upd-pic');
    await team.update({ companyId: company.id, memberId: user.id, avatar: upload('a.png', tinyPng()) });
    const [first] = avatarKeys(storage, company.id);
    await team.update({ companyId: company.id, memberId: user.id, avatar: upload('b.png', tinyPng()) });
    const [second] = avatarKeys(storage, company.id);
    expect(second).not.toBe(first);
    expect(await fileExists(storage, first!)).toBe(false);
    const { user: cleared } = await team.update({
      companyId: company.id,
      memberId: user.id,
      removeAvatar: 'true',
    } as never);
    expect(cleared.profile.avatar).toBeNull();
    expect(avatarKeys(storage, company.id)).toEqual([]);
    const pictures = fieldsOf((await userEvents(app, company.id)).filter((e) => e.action === 'user_updated'));
    expect(pictures.map((d) => [d.oldValue, d.newValue])).toEqual([
      [null, 'image'],
      ['image', 'image'],
      ['image', null],
    ]);
  });
});

describe('owner protections', () => {
  it("refuses to change the owner's email or role or to deactivate or delete them, changing nothing", async ({
    setup: { app, storage, request },
    platformTeam: team,
  }) => {
    const { company, ownerId } = await companyWithMember({ app, request }, 'owner-guard');
    const session = await openSession(app, company.id, ownerId);
    const before = await snapshot(app, storage, company.id);
    const edit = (fields: Record<string, unknown>) =>
      failureOf(team.update({ companyId: company.id, memberId: ownerId, ...fields }));
    expect(await edit({ email: 'new@owner-guard.test' })).toMatchObject({
      status: 400,
      message: MESSAGES.users.ownerEmailChange,
      errors: [{ path: 'email', msg: MESSAGES.users.ownerEmailChange }],
    });
    expect(await edit({ user: { email: 'new@owner-guard.test' } })).toMatchObject({
      status: 400,
      message: MESSAGES.users.ownerEmailChange,
    });
    expect(await edit({ role: 'admin' })).toMatchObject({
      status: 400,
      message: MESSAGES.users.ownerRoleChange,
      errors: [{ path: 'role' }],
    });
    expect(await edit({ isActive: false })).toMatchObject({
      status: 400,
      message: MESSAGES.users.ownerCannotDeactivate,
    });
    expect(await edit({ name: 'Still Owner', isActive: 'false' })).toMatchObject({
      status: 400,
      message: MESSAGES.users.ownerCannotDeactivate,
    });
    expect(await failureOf(team.remove({ companyId: company.id, memberId: ownerId }))).toMatchObject({
      status: 400,
      message: MESSAGES.users.ownerCannotDelete,
    });
    expect(await snapshot(app, storage, company.id)).toEqual(before);
    expect((await sessionById(app, session.id)).revokedAt).toBeNull();
  });

  it("accepts the owner's own email and role unchanged, and keeps the platform copy of a renamed owner", async ({
    setup: { app, storage, request },
    platformTeam: team,
  }) => {
    const { company, ownerId } = await companyWithMember({ app, request }, 'owner-edit');
    const result = await team.update({
      companyId: company.id,
      memberId: ownerId,
      name: 'Olivia Owner',
      email: 'OWNER@owner-edit.test',
      role: 'owner',
      isActive: true,
      phone: '999',
    });
    expect(result.user).toMatchObject({
      name: 'Olivia Owner',
      role: 'owner',
      email: 'owner@owner-edit.test',
      isActive: true,
      phone: '999',
    });
    expect(await platformCopy(app, company.id)).toMatchObject({
      ownerName: 'Olivia Owner',
      usersTotal: 2,
      usersActive: 2,
    });
    expect((await app.call(request).platform.companies.get({ id: company.id })).company.owner.name).toBe(
      'Olivia Owner',
    );

    const { user } = await team.setAvatar({
      companyId: company.id,
      memberId: ownerId,
      avatar: upload('o.png', tinyPng()),
    });
    const [key] = avatarKeys(storage, company.id);
    expect(await platformCopy(app, company.id)).toMatchObject({ ownerAvatarKey: key });
    expect(user.profile.avatar).toContain(key);
  });
});

describe('status toggle', () => {
  it('deactivates with its own message, revoking the sessions and counting it', async ({
    setup: { app, request },
    platformTeam: team,
  }) => {
    const { company, user, ownerId } = await companyWithMember({ app, request }, 'toggle-co');
    const session = await openSession(app, company.id, user.id);
    const ownerSession = await openSession(app, company.id, ownerId);

    const off = await team.update({ companyId: company.id, memberId: user.id, isActive: false });
    expect(off).toMatchObject({ message: MESSAGES.users.deactivated, user: { isActive: false } });
    expect((await sessionById(app, session.id)).revokedAt).toBeInstanceOf(Date);
    expect((await sessionById(app, ownerSession.id)).revokedAt).toBeNull();
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 2, usersActive: 1 });

    // Multipart sends text; deactivating again is harmless.
    expect((await team.update({ companyId: company.id, memberId: user.id, isActive: 'false' } as never)).message).toBe(
      MESSAGES.users.deactivated,
    );
    const on = await team.update({ companyId: company.id, memberId: user.id, isActive: true });
    expect(on).toMatchObject({ message: MESSAGES.users.activated, user: { isActive: true } });
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 2, usersActive: 2 });

    const statusEvents = (await userEvents(app, company.id)).filter((e) => e.action === 'user_updated');
    expect(statusEvents.map((e) => e.description)).toEqual([
      "User 'Mo Member' deactivated",
      "User 'Mo Member' activated",
    ]);
    expect(fieldsOf(statusEvents)[0]).toMatchObject({ fieldChanged: 'isActive', oldValue: true, newValue: false });
  });

  it('refuses a status that is not true or false', async ({ setup: { app, request }, platformTeam: team }) => {
    const { company, user } = await companyWithMember({ app, request }, 'toggle-bad');
    expect(
      await failureOf(team.update({ companyId: company.id, memberId: user.id, isActive: 'maybe' } as never)),
    ).toMatchObject({
      status: 400,
      errors: [{ path: 'isActive', msg: MESSAGES.users.isActiveInvalid }],
    });
  });
});
