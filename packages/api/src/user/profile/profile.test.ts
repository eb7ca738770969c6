/**
 * user.profile.* and user.signOutEverywhere: the signed-in user's own account, edited through the
 * team services (user_updated events with the user as performer, the owner's platform copy).
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { userEvents } from '../../platform/company-team/test-fixtures';
import {
  failureOf,
  fileExists,
  oversizePng,
  platformCompany,
  portalFixture,
  svgUpload,
  tinyPng,
  upload,
} from '../../testing/portal';

const f = portalFixture('profile-co');
const texts = MESSAGES.userProfile;

describe('user.profile.get', () => {
  it('answers the signed-in profile with its company, for every role', async () => {
    const { user } = await f.co.as('team_member').user.profile.get();
    expect(user).toMatchObject({
      id: f.co.member.id,
      _id: f.co.member.id,
      email: 'member@profile-co.test',
      role: 'team_member',
      hasPassword: false,
      company: { id: f.co.company.id, subdomain: 'profile-co' },
    });
  });
});

describe('user.profile.update', () => {
  it('saves name and phone (flat or profile.phone), one user_updated event each, by the user', async () => {
    const before = (await userEvents(f.app, f.co.company.id)).length;
    const result = await f.co
      .as('team_member')
      .user.profile.update({ name: '  Terry T  ', profile: { phone: '555 0101' } });
    expect(result.message).toBe(texts.updated);
    expect(result.user).toMatchObject({ name: 'Terry T', phone: '555 0101', profile: { phone: '555 0101' } });
    const events = (await userEvents(f.app, f.co.company.id)).slice(before);
    expect(events.map((e) => (e.details as Record<string, unknown>).fieldChanged).sort()).toEqual(['name', 'phone']);
    expect(events.every((e) => e.performedById === f.co.member.id && e.performedByName === 'Terry Teammate')).toBe(
      true,
    );
    const cleared = await f.co.as('team_member').user.profile.update({ name: 'Terry T', phone: '' });
    expect(cleared.user.phone).toBeNull();
  });

  it("keeps the owner's platform copy current", async () => {
    await f.co.as('owner').user.profile.update({ name: 'Olivia O' });
    expect((await platformCompany(f.app, f.co.company.id)).ownerName).toBe('Olivia O');
  });

  it('accepts the same email back and refuses a different one, naming email', async () => {
    await expect(
      f.co.as('admin').user.profile.update({ name: 'Ada Admin', email: 'ADMIN@profile-co.test' }),
    ).resolves.toMatchObject({ message: MESSAGES.company.noChanges });
    expect(
      await failureOf(f.co.as('admin').user.profile.update({ name: 'Ada Admin', email: 'other@profile-co.test' })),
    ).toMatchObject({ status: 400, errors: [{ path: 'email', msg: texts.emailReadOnly }] });
  });

  it('requires a name of 2 characters or more', async () => {
    for (const [name, msg] of [
      ['  ', MESSAGES.users.nameRequired],
      ['A', MESSAGES.users.nameMin],
    ] as const)
      expect(await failureOf(f.co.as('admin').user.profile.update({ name }))).toMatchObject({
        status: 400,
        errors: [{ path: 'name', msg }],
      });
  });

  it('stores, replaces and removes the picture; the replaced file goes after the commit', async () => {
    const first = await f.co.as('admin').user.profile.update({ name: 'Ada Admin', avatar: upload('a.png', tinyPng()) });
    expect(first.user.profile.avatar).toContain('/api/files/companies/');
    const firstKey = [...f.storage.keys].find((k) => k.includes('/avatars/'))!;
    await f.co.as('admin').user.profile.update({ name: 'Ada Admin', avatar: upload('b.png', tinyPng()) });
    expect(await fileExists(f.storage, firstKey)).toBe(false);
    const removed = await f.co.as('admin').user.profile.update({ name: 'Ada Admin', removeAvatar: true });
    expect(removed.user.profile.avatar).toBeNull();
    expect([...f.storage.keys].filter((k) => k.includes('/avatars/'))).toEqual([]);
  });

  it("refuses a non-image (415) and an oversized picture (413) with the user settings' texts", async () => {
    expect(
      await failureOf(f.co.as('admin').user.profile.update({ name: 'Ada Admin', avatar: svgUpload() })),
    ).toMatchObject({ status: 415, errors: [{ path: 'avatar', msg: texts.avatarNotImage }] });
    const big = upload('big.png', oversizePng(tinyPng()));
    expect(await failureOf(f.co.as('admin').user.profile.update({ name: 'Ada Admin', avatar: big }))).toMatchObject({
      status: 413,
      errors: [{ path: 'avatar', msg: texts.avatarTooLarge }],
    });
  });
});

describe('user.signOutEverywhere', () => {
  it("ends every session of the user (this one included) and no one else's", async () => {
    const other = await f.co.as('admin').user.profile.get();
    expect(await f.co.as('team_member').user.signOutEverywhere()).toEqual({ message: texts.signedOutEverywhere });
    expect(await failureOf(f.co.as('team_member').user.profile.get())).toMatchObject({ status: 401 });
    expect((await f.co.as('admin').user.profile.get()).user.id).toBe(other.user.id);
  });
});
