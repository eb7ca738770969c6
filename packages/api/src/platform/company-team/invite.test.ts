import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { teamTest } from '../../testing/fixtures';
import {
  avatarKeys,
  createCompany,
  failureOf,
  fileExists,
  platformCopy,
  snapshot,
  svgUpload,
  teamOf,
  tenantUsers,
  tinyPng,
  upload,
  userEvents,
} from './test-fixtures';

const it = teamTest();

describe('companyTeam.invite', () => {
  it('adds a team member with a picture, counting them and recording the event', async ({
    setup: { app, storage, request, admin },
  }) => {
    const company = await createCompany(app, request, 'invite-co');
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 1, usersActive: 1 });

    const result = await teamOf(app, request).invite({
      companyId: company.id,
      name: '  Jane Doe  ',
      email: 'Jane@Invite-Co.test',
      phone: '+1 555 0199',
      department: 'Sales',
      designation: 'Manager',
      dateOfBirth: '1990-04-01',
      avatar: upload('face.png', tinyPng()),
    });
    expect(result.message).toBe(MESSAGES.users.invited);
    expect(result.user).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@invite-co.test',
      role: 'team_member',
      isActive: true,
      lastLogin: null,
      phone: '+1 555 0199',
      dateOfBirth: '1990-04-01',
      profile: { phone: '+1 555 0199', department: 'Sales', designation: 'Manager', dateOfBirth: '1990-04-01' },
    });
    const [key] = avatarKeys(storage, company.id);
    expect(key).toMatch(/^companies\/\d+\/avatars\/[0-9a-f-]+\.png$/);
    expect(await fileExists(storage, key!)).toBe(true);
    expect(result.user.profile.avatar).toMatch(
      new RegExp(`^/api/files/${key}\\?exp=\\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&sig=`),
    );

    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 2, usersActive: 2 });
    const [event] = await userEvents(app, company.id);
    expect(event).toMatchObject({
      action: 'user_added',
      description: "User 'Jane Doe' (jane@invite-co.test) added as Team Member",
      details: { userId: result.user.id, name: 'Jane Doe', email: 'jane@invite-co.test', role: 'team_member' },
      performedById: admin.id,
      performedByName: admin.name,
    });
  });

  it('accepts admin as the role and profile.* beside the flat fields', async ({ setup: { app, request } }) => {
    const company = await createCompany(app, request, 'invite-admin');
    const { user } = await teamOf(app, request).invite({
      companyId: company.id,
      name: 'Al Admin',
      email: 'al@invite-admin.test',
      role: 'admin',
      profile: { phone: '123', department: 'HR', designation: 'Analyst', dateOfBirth: '1985-01-02' },
    });
    expect(user).toMatchObject({
      role: 'admin',
      phone: '123',
      profile: { department: 'HR', designation: 'Analyst', dateOfBirth: '1985-01-02' },
    });
  });

  it('refuses an SVG picture and writes nothing', async ({ setup: { app, storage, request } }) => {
    const company = await createCompany(app, request, 'invite-svg');
    const before = await snapshot(app, storage, company.id);
    const failure = await failureOf(
      teamOf(app, request).invite({
        companyId: company.id,
        name: 'Eve Evil',
        email: 'eve@invite-svg.test',
        avatar: svgUpload(),
      }),
    );
    expect(failure).toMatchObject({ status: 415, errors: [{ path: 'avatar', msg: MESSAGES.files.notImage }] });
    expect(await snapshot(app, storage, company.id)).toEqual(before);
  });

  it('refuses an email already in the company (409 naming email), in any letter case', async ({
    setup: { app, storage, request },
  }) => {
    const company = await createCompany(app, request, 'invite-dup');
    await teamOf(app, request).invite({ companyId: company.id, name: 'First One', email: 'dup@invite-dup.test' });
    const before = await snapshot(app, storage, company.id);
    for (const email of ['dup@invite-dup.test', 'DUP@invite-dup.test', 'owner@invite-dup.test']) {
      const failure = await failureOf(
        teamOf(app, request).invite({
          companyId: company.id,
          name: 'Second One',
          email,
          avatar: upload('a.png', tinyPng()),
        }),
      );
      expect(failure).toMatchObject({ status: 409, errors: [{ path: 'email', msg: MESSAGES.users.emailTaken }] });
    }
    // The picture stored before the transaction went again.
    expect(await snapshot(app, storage, company.id)).toEqual(before);
    // The same address is free in another company.
    const other = await createCompany(app, request, 'invite-dup-2');
    await expect(
      teamOf(app, request).invite({ companyId: other.id, name: 'Second One', email: 'dup@invite-dup.test' }),
    ).resolves.toBeTruthy();
  });

  it('validates name, email, role and date of birth, changing nothing', async ({
    setup: { app, storage, request },
  }) => {
    const company = await createCompany(app, request, 'invite-bad');
    const before = await snapshot(app, storage, company.id);
    const invite = (fields: Record<string, unknown>) =>
      failureOf(
        teamOf(app, request).invite({
          companyId: company.id,
          name: 'Fine Name',
          email: 'fine@invite-bad.test',
          ...fields,
        } as never),
      );
    expect(await invite({ name: ' J ' })).toMatchObject({
      status: 400,
      errors: [{ path: 'name', msg: MESSAGES.users.nameMin }],
    });
    expect(await invite({ name: '   ' })).toMatchObject({
      status: 400,
      errors: [{ path: 'name', msg: MESSAGES.users.nameRequired }],
    });
    expect(await invite({ email: 'not-an-email' })).toMatchObject({
      status: 400,
      errors: [{ path: 'email', msg: MESSAGES.validation.emailInvalid }],
    });
    expect(await invite({ email: '' })).toMatchObject({
      status: 400,
      errors: [{ path: 'email', msg: MESSAGES.validation.emailRequired }],
    });
    expect(await invite({ role: 'owner' })).toMatchObject({
      status: 400,
      errors: [{ path: 'role', msg: MESSAGES.users.roleInvalid }],
    });
    expect(await invite({ dateOfBirth: '2999-01-01' })).toMatchObject({
      status: 400,
      errors: [{ path: 'dateOfBirth', msg: MESSAGES.users.dateOfBirthFuture }],
    });
    expect(await snapshot(app, storage, company.id)).toEqual(before);
  });

  it('answers 404 for an unknown company, storing nothing', async ({ setup: { app, storage, request } }) => {
    const files = storage.keys.size;
    const failure = await failureOf(
      teamOf(app, request).invite({
        companyId: 999999,
        name: 'Nobody Here',
        email: 'n@x.test',
        avatar: upload('a.png', tinyPng()),
      }),
    );
    expect(failure).toMatchObject({ status: 404, message: MESSAGES.company.notFound });
    expect(storage.keys.size).toBe(files);
  });

  it('manages an inactive or expired company all the same', async ({ setup: { app, request } }) => {
    const company = await createCompany(app, request, 'invite-expired', { expiryDate: '2001-01-01' });
    await app.call(request).platform.companies.setStatus({ id: company.id, status: 'inactive' });
    await teamOf(app, request).invite({
      companyId: company.id,
      name: 'Late Joiner',
      email: 'late@invite-expired.test',
    });
    expect((await tenantUsers(app, company.id)).map((u) => u.email)).toContain('late@invite-expired.test');
    expect(await platformCopy(app, company.id)).toMatchObject({ usersTotal: 2, usersActive: 2 });
  });
});
