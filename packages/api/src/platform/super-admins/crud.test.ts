import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { platformTables } from '@app/db';

import { superAdminTest } from '../../testing/fixtures';
import type { TestApp } from '../../testing/harness';
import { adminRow, failureOf, svgUpload, tinyPng, trackedStorage, upload } from './test-fixtures';

type CreateInput = Parameters<ReturnType<TestApp['call']>['platform']['superAdmins']['create']>[0];

/** `admins`: the signed-in super admin's super admins calls; `rowCount`: how many super admins there are. */
const it = superAdminTest({ storage: trackedStorage })
  .extend(
    'admins',
    { scope: 'file' },
    ({ app, request }) =>
      () =>
        app.call(request).platform.superAdmins,
  )
  .extend(
    'rowCount',
    { scope: 'file' },
    ({ app }) =>
      async () =>
        (await app.deps.db.select().from(platformTables.superAdmins)).length,
  );
const SIGNED_AVATAR =
  /^\/api\/files\/platform\/avatars\/[0-9a-f-]{36}\.png\?exp=\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&sig=[\w-]+$/;

describe('superAdmins.create and get', () => {
  it('creates a super admin, lower-casing the email, and reads it back', async ({ admins }) => {
    const result = await admins().create({ name: '  Grace Hopper ', email: 'Grace@Example.com', phone: '+1 555 0199' });
    expect(result.message).toBe(MESSAGES.superAdmin.created);
    expect(result.superAdmin).toMatchObject({
      _id: result.superAdmin.id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      isActive: true,
      lastLogin: null,
      profile: { avatar: null, phone: '+1 555 0199' },
    });
    const { superAdmin } = await admins().get({ id: result.superAdmin.id });
    expect(superAdmin).toEqual(result.superAdmin);
  });

  it('stores a real PNG avatar and answers a signed URL for it', async ({ app, storage, admins }) => {
    const { superAdmin } = await admins().create({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      avatar: upload('ada.png', tinyPng()),
    });
    expect(superAdmin.profile.avatar).toMatch(SIGNED_AVATAR);
    const key = (await adminRow(app, superAdmin.id))!.avatarKey!;
    expect(storage.keys.has(key)).toBe(true);
  });

  it('refuses an SVG avatar by its bytes, writing nothing', async ({ storage, admins, rowCount }) => {
    const before = { rows: await rowCount(), files: storage.keys.size };
    const failure = await failureOf(
      admins().create({ name: 'Svg Person', email: 'svg@example.com', avatar: svgUpload() }),
    );
    expect(failure).toMatchObject({ status: 415, errors: [{ path: 'avatar', msg: MESSAGES.files.notImage }] });
    expect({ rows: await rowCount(), files: storage.keys.size }).toEqual(before);
  });

  it('answers 409 naming the email for a taken address, in any letter case, storing no file', async ({
    storage,
    admins,
    rowCount,
  }) => {
    const before = { rows: await rowCount(), files: storage.keys.size };
    const failure = await failureOf(
      admins().create({ name: 'Grace Again', email: 'GRACE@example.com', avatar: upload('g.png', tinyPng()) }),
    );
    expect(failure).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      errors: [{ path: 'email', msg: MESSAGES.superAdmin.emailTaken }],
    });
    expect({ rows: await rowCount(), files: storage.keys.size }).toEqual(before);
  });

  it('lets exactly one of two racing creates with one email win', async ({ admins }) => {
    const results = await Promise.allSettled(
      [1, 2].map(() => admins().create({ name: 'Racer', email: 'race@example.com' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      cause: { code: 'CONFLICT' },
    });
  });

  it.for([
    [{ name: '', email: 'a@b.test' }, 'name', MESSAGES.validation.nameRequired],
    [{ email: 'a@b.test' }, 'name', MESSAGES.validation.nameRequired],
    [{ name: 'X', email: 'a@b.test' }, 'name', MESSAGES.validation.nameMin],
    [{ name: 'Valid Name', email: ' ' }, 'email', MESSAGES.validation.emailRequired],
    [{ name: 'Valid Name', email: 'not-an-email' }, 'email', MESSAGES.validation.emailInvalid],
  ] as const)('names the field in validation errors (%o)', async ([input, path, msg], { admins, rowCount }) => {
    const before = await rowCount();
    const failure = await failureOf(admins().create(input as CreateInput));
    expect(failure.status).toBe(400);
    expect(failure.errors).toContainEqual({ path, msg });
    expect(await rowCount()).toBe(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async ({ admins }) => {
    expect(await failureOf(admins().get({ id: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({
      status: 404,
      message: MESSAGES.superAdmin.notFound,
    });
    expect(await failureOf(admins().get({ id: 'nope' }))).toMatchObject({ status: 400, errors: [{ path: 'id' }] });
  });
});

describe('superAdmins.update', () => {
  it('changes name, email and phone; an empty phone clears it; absent fields stay', async ({ admins }) => {
    const { superAdmin } = await admins().create({ name: 'Edit Me', email: 'edit@example.com', phone: '123' });
    const renamed = await admins().update({
      id: superAdmin.id,
      name: 'Edited',
      email: 'Edited@Example.com',
      phone: '',
    });
    expect(renamed.message).toBe(MESSAGES.superAdmin.updated);
    expect(renamed.superAdmin).toMatchObject({ name: 'Edited', email: 'edited@example.com', profile: { phone: null } });
    const untouched = await admins().update({ id: superAdmin.id });
    expect(untouched.superAdmin).toMatchObject({ name: 'Edited', email: 'edited@example.com' });
  });

  it('keeps emails unique (409), but saving one’s own email again is fine', async ({ admins }) => {
    const { superAdmin } = await admins().create({ name: 'Unique One', email: 'unique@example.com' });
    expect(await failureOf(admins().update({ id: superAdmin.id, email: 'ada@example.com' }))).toMatchObject({
      status: 409,
      errors: [{ path: 'email' }],
    });
    await expect(admins().update({ id: superAdmin.id, email: 'UNIQUE@example.com' })).resolves.toMatchObject({
      superAdmin: { email: 'unique@example.com' },
    });
  });

  it('replaces the avatar, removing the old file after the commit, and removes it on request', async ({
    app,
    storage,
    admins,
  }) => {
    const { superAdmin } = await admins().create({
      name: 'Pic Person',
      email: 'pic@example.com',
      avatar: upload('a.png', tinyPng()),
    });
    const first = (await adminRow(app, superAdmin.id))!.avatarKey!;
    const replaced = await admins().update({ id: superAdmin.id, avatar: upload('b.png', tinyPng()) });
    const second = (await adminRow(app, superAdmin.id))!.avatarKey!;
    expect(second).not.toBe(first);
    expect(replaced.superAdmin.profile.avatar).toMatch(SIGNED_AVATAR);
    expect(storage.keys.has(first)).toBe(false);
    expect(storage.keys.has(second)).toBe(true);

    const removed = await admins().update({ id: superAdmin.id, removeAvatar: 'true' });
    expect(removed.superAdmin.profile.avatar).toBeNull();
    expect(storage.keys.has(second)).toBe(false);
  });

  it('stores nothing and keeps the old avatar when the edit is refused', async ({ app, storage, admins }) => {
    const { superAdmin } = await admins().create({
      name: 'Keep Pic',
      email: 'keep@example.com',
      avatar: upload('a.png', tinyPng()),
    });
    const key = (await adminRow(app, superAdmin.id))!.avatarKey!;
    const files = [...storage.keys].sort();
    expect(
      await failureOf(
        admins().update({ id: superAdmin.id, email: 'ada@example.com', avatar: upload('b.png', tinyPng()) }),
      ),
    ).toMatchObject({ status: 409 });
    expect(await failureOf(admins().update({ id: superAdmin.id, avatar: svgUpload() }))).toMatchObject({ status: 415 });
    expect([...storage.keys].sort()).toEqual(files);
    expect((await adminRow(app, superAdmin.id))!.avatarKey).toBe(key);
  });

  it('answers 404 for an unknown super admin', async ({ admins }) => {
    expect(
      await failureOf(admins().update({ id: '00000000-0000-4000-8000-000000000000', name: 'Nobody Here' })),
    ).toMatchObject({ status: 404 });
  });
});
