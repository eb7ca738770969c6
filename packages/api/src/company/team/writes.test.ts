/** company.team.update / remove / setAvatar on a company host: sessions, files, guards. */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { addTestUser } from '../../auth/test-support';
import {
  avatarKeys,
  countedUsers,
  failureOf,
  fileExists,
  platformCopy,
  snapshot,
  tinyPng,
  upload,
  userEvents,
} from '../../platform/company-team/test-fixtures';
import { teamTest, type TeamFixtures } from '../../testing/fixtures';
import { portalRequest, type SignedInCompany } from '../../testing/signed-in-company';

const m = MESSAGES.users;

const it = teamTest('portal-writes');

type Portal = Pick<TeamFixtures, 'app' | 'co'>;

const team = (co: SignedInCompany, role: 'owner' | 'admin' = 'admin') => co.as(role).company.team;

/** A fresh team member, and one signed in (to see their session end). */
const newMember = async ({ app, co }: Portal, email: string) => ({
  row: await addTestUser(app, co.company.id, { email, name: 'Sam Signed' }),
});
async function signedInAs({ app, co }: Portal, email: string) {
  const { row } = await newMember({ app, co }, email);
  return { row, caller: app.call(await portalRequest(app, co.company, row)) };
}

/** The platform counters match the tenant's users (the fixture adds users without counting them). */
const expectCountersExact = async ({ app, co }: Portal) =>
  expect(await platformCopy(app, co.company.id)).toMatchObject(await countedUsers(app, co.company.id));

describe('company.team.update', () => {
  it('edits the fields, one event per field, by the signed-in owner', async ({ app, co }) => {
    const { row } = await newMember({ app, co }, 'edit@portal-writes.test');
    const result = await team(co, 'owner').update({
      memberId: row.id,
      name: 'Sam Edited',
      role: 'admin',
      department: 'HR',
    });
    expect(result).toMatchObject({ message: m.updated, user: { name: 'Sam Edited', role: 'admin' } });
    const updates = (await userEvents(app, co.company.id)).filter((e) => e.action === 'user_updated');
    expect(updates).toHaveLength(3);
    expect(updates.every((e) => e.performedById === co.owner.id)).toBe(true);
  });

  it('toggles the status with its own message; deactivating ends their sessions at once', async ({ app, co }) => {
    const { row, caller } = await signedInAs({ app, co }, 'toggle@portal-writes.test');
    await expect(caller.auth.me()).resolves.toMatchObject({ user: { email: row.email } });
    const off = await team(co).update({ memberId: row.id, isActive: false });
    expect(off).toMatchObject({ message: m.deactivated, user: { isActive: false } });
    expect(await failureOf(caller.auth.me())).toMatchObject({ status: 401 });
    await expectCountersExact({ app, co });
    const on = await team(co).update({ memberId: row.id, isActive: 'true' } as never);
    expect(on).toMatchObject({ message: m.activated, user: { isActive: true } });
    // The old session stays ended: they sign in again.
    expect(await failureOf(caller.auth.me())).toMatchObject({ status: 401 });
  });

  it('replaces the picture, deleting the old file once committed', async ({ app, storage, co }) => {
    const { row } = await newMember({ app, co }, 'pic@portal-writes.test');
    await team(co).update({ memberId: row.id, avatar: upload('a.png', tinyPng()) });
    const first = avatarKeys(storage, co.company.id);
    const { user } = await team(co).setAvatar({ memberId: row.id, avatar: upload('b.png', tinyPng()) });
    expect(user.profile.avatar).toBeTruthy();
    const second = avatarKeys(storage, co.company.id);
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
    expect(await fileExists(storage, first[0]!)).toBe(false);
  });

  it('refuses a picture for an unknown member and keeps no file', async ({ storage, co }) => {
    const before = avatarKeys(storage, co.company.id);
    const failure = await failureOf(
      team(co).setAvatar({ memberId: '00000000-0000-4000-8000-000000000000', avatar: upload('c.png', tinyPng()) }),
    );
    expect(failure).toMatchObject({ status: 404, message: m.notFound });
    expect(avatarKeys(storage, co.company.id)).toEqual(before);
  });
});

describe('company.team.remove', () => {
  it('deletes the member, ends their sessions, removes their picture and counts it', async ({ app, storage, co }) => {
    const { row, caller } = await signedInAs({ app, co }, 'gone@portal-writes.test');
    await team(co).update({ memberId: row.id, avatar: upload('g.png', tinyPng()) });
    const { user } = await team(co).get({ memberId: row.id });
    const key = avatarKeys(storage, co.company.id).find((k) => user.profile.avatar!.includes(k));
    expect(key).toBeDefined();
    expect(await team(co, 'owner').remove({ memberId: row.id })).toEqual({
      message: m.deleted,
      id: row.id,
      _id: row.id,
    });
    expect(await failureOf(caller.auth.me())).toMatchObject({ status: 401 });
    expect(await fileExists(storage, key!)).toBe(false);
    await expectCountersExact({ app, co });
    expect(await failureOf(team(co).get({ memberId: row.id }))).toMatchObject({ status: 404 });
  });
});

describe('protections', () => {
  it('nobody deactivates, deletes, re-roles or re-addresses the owner', async ({ app, storage, co }) => {
    const before = await snapshot(app, storage, co.company.id);
    const owner = co.owner.id;
    expect(await failureOf(team(co).update({ memberId: owner, isActive: false }))).toMatchObject({
      status: 400,
      message: m.ownerCannotDeactivate,
    });
    expect(await failureOf(team(co).update({ memberId: owner, role: 'admin' }))).toMatchObject({
      message: m.ownerRoleChange,
    });
    expect(await failureOf(team(co).update({ memberId: owner, email: 'new@portal-writes.test' }))).toMatchObject({
      message: m.ownerEmailChange,
    });
    expect(await failureOf(team(co).remove({ memberId: owner }))).toMatchObject({ message: m.ownerCannotDelete });
    expect(await failureOf(team(co, 'owner').remove({ memberId: owner }))).toMatchObject({
      message: m.ownerCannotDelete,
    });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
  });

  it('an admin cannot deactivate or delete their own account, and stays signed in', async ({ app, storage, co }) => {
    const before = await snapshot(app, storage, co.company.id);
    expect(await failureOf(team(co).update({ memberId: co.admin.id, isActive: false }))).toMatchObject({
      status: 400,
      message: m.selfDeactivate,
      errors: [{ path: 'isActive', msg: m.selfDeactivate }],
    });
    expect(await failureOf(team(co).remove({ memberId: co.admin.id }))).toMatchObject({
      status: 400,
      message: m.selfDelete,
    });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
    await expect(team(co).stats()).resolves.toBeTruthy();
    // Their own other fields stay editable.
    await expect(team(co).update({ memberId: co.admin.id, phone: '123' })).resolves.toMatchObject({
      user: { phone: '123' },
    });
  });
});
