/** company.team.update / remove / setAvatar on a company host: sessions, files, guards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { addTestUser } from '../../auth/test-support';
import {
  avatarKeys,
  countedUsers,
  failureOf,
  fileExists,
  platformCopy,
  snapshot,
  teamTestApp,
  tinyPng,
  upload,
  userEvents,
  type TrackedStorage,
} from '../../platform/company-team/test-fixtures';
import type { TestApp } from '../../testing/harness';
import { portalRequest, signedInCompany, type SignedInCompany } from '../../testing/signed-in-company';

const m = MESSAGES.users;

let app: TestApp;
let storage: TrackedStorage;
let co: SignedInCompany;

beforeAll(async () => {
  ({ app, storage } = await teamTestApp());
  co = await signedInCompany(app, 'portal-writes');
});
afterAll(() => app.close());

const team = (role: 'owner' | 'admin' = 'admin') => co.as(role).company.team;

/** A fresh team member, and one signed in (to see their session end). */
const newMember = async (email: string) => ({
  row: await addTestUser(app, co.company.id, { email, name: 'Sam Signed' }),
});
async function signedInAs(email: string) {
  const { row } = await newMember(email);
  return { row, caller: app.call(await portalRequest(app, co.company, row)) };
}

/** The platform counters match the tenant's users (the fixture adds users without counting them). */
const expectCountersExact = async () =>
  expect(await platformCopy(app, co.company.id)).toMatchObject(await countedUsers(app, co.company.id));

describe('company.team.update', () => {
  it('edits the fields, one event per field, by the signed-in owner', async () => {
    const { row } = await newMember('edit@portal-writes.test');
    const result = await team('owner').update({
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

  it('toggles the status with its own message; deactivating ends their sessions at once', async () => {
    const { row, caller } = await signedInAs('toggle@portal-writes.test');
    await expect(caller.auth.me()).resolves.toMatchObject({ user: { email: row.email } });
    const off = await team().update({ memberId: row.id, isActive: false });
    expect(off).toMatchObject({ message: m.deactivated, user: { isActive: false } });
    expect(await failureOf(caller.auth.me())).toMatchObject({ status: 401 });
    await expectCountersExact();
    const on = await team().update({ memberId: row.id, isActive: 'true' } as never);
    expect(on).toMatchObject({ message: m.activated, user: { isActive: true } });
    // The old session stays ended: they sign in again.
    expect(await failureOf(caller.auth.me())).toMatchObject({ status: 401 });
  });

  it('replaces the picture, deleting the old file once committed', async () => {
    const { row } = await newMember('pic@portal-writes.test');
    await team().update({ memberId: row.id, avatar: upload('a.png', tinyPng()) });
    const first = avatarKeys(storage, co.company.id);
    const { user } = await team().setAvatar({ memberId: row.id, avatar: upload('b.png', tinyPng()) });
    expect(user.profile.avatar).toBeTruthy();
    const second = avatarKeys(storage, co.company.id);
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
    expect(await fileExists(storage, first[0]!)).toBe(false);
  });

  it('refuses a picture for an unknown member and keeps no file', async () => {
    const before = avatarKeys(storage, co.company.id);
    const failure = await failureOf(
      team().setAvatar({ memberId: '00000000-0000-4000-8000-000000000000', avatar: upload('c.png', tinyPng()) }),
    );
    expect(failure).toMatchObject({ status: 404, message: m.notFound });
    expect(avatarKeys(storage, co.company.id)).toEqual(before);
  });
});

describe('company.team.remove', () => {
  it('deletes the member, ends their sessions, removes their picture and counts it', async () => {
    const { row, caller } = await signedInAs('gone@portal-writes.test');
    await team().update({ memberId: row.id, avatar: upload('g.png', tinyPng()) });
    const { user } = await team().get({ memberId: row.id });
    const key = avatarKeys(storage, co.company.id).find((k) => user.profile.avatar!.includes(k));
    expect(key).toBeDefined();
    expect(await team('owner').remove({ memberId: row.id })).toEqual({ message: m.deleted, id: row.id, _id: row.id });
    expect(await failureOf(caller.auth.me())).toMatchObject({ status: 401 });
    expect(await fileExists(storage, key!)).toBe(false);
    await expectCountersExact();
    expect(await failureOf(team().get({ memberId: row.id }))).toMatchObject({ status: 404 });
  });
});

describe('protections', () => {
  it('nobody deactivates, deletes, re-roles or re-addresses the owner', async () => {
    const before = await snapshot(app, storage, co.company.id);
    const owner = co.owner.id;
    expect(await failureOf(team().update({ memberId: owner, isActive: false }))).toMatchObject({
      status: 400,
      message: m.ownerCannotDeactivate,
    });
    expect(await failureOf(team().update({ memberId: owner, role: 'admin' }))).toMatchObject({
      message: m.ownerRoleChange,
    });
    expect(await failureOf(team().update({ memberId: owner, email: 'new@portal-writes.test' }))).toMatchObject({
      message: m.ownerEmailChange,
    });
    expect(await failureOf(team().remove({ memberId: owner }))).toMatchObject({ message: m.ownerCannotDelete });
    expect(await failureOf(team('owner').remove({ memberId: owner }))).toMatchObject({ message: m.ownerCannotDelete });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
  });

  it('an admin cannot deactivate or delete their own account, and stays signed in', async () => {
    const before = await snapshot(app, storage, co.company.id);
    expect(await failureOf(team().update({ memberId: co.admin.id, isActive: false }))).toMatchObject({
      status: 400,
      message: m.selfDeactivate,
      errors: [{ path: 'isActive', msg: m.selfDeactivate }],
    });
    expect(await failureOf(team().remove({ memberId: co.admin.id }))).toMatchObject({
      status: 400,
      message: m.selfDelete,
    });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
    await expect(team().stats()).resolves.toBeTruthy();
    // Their own other fields stay editable.
    await expect(team().update({ memberId: co.admin.id, phone: '123' })).resolves.toMatchObject({
      user: { phone: '123' },
    });
  });
});
