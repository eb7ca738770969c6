import { describe, expect } from 'vitest';

import type { SerializedMember } from '@app/api/kit/members/serialize';
import { MESSAGES } from '@app/contracts';

import { expectFailure, expectSuccess, type JsonResponse } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';
import {
  expectPlatformGuards,
  fillPath,
  guardSubjects,
  oversize,
  pngFile,
  svgFile,
  type GuardSubjects,
} from '../testing/rest-platform';
import { companyTeamRoutes } from './table/company-team';

const BASE = '/api/super-admin/companies/:companyId/team';
const MEMBER = `${BASE}/:memberId`;
const GHOST = '00000000-0000-4000-8000-000000000000';
const m = MESSAGES.users;
const [PNG, SVG_FILE, BIG] = [pngFile(), svgFile(), oversize(pngFile())];

/** Companies team-a and team-b, made by the super admin (tests name them by id, as `a` and `b`), and team-a's owner. */
const it = restTest({ companies: ['team-a', 'team-b'] }).extend(
  'ownerId',
  { scope: 'file' },
  ({ companies }) => companies[0].owner.id,
);

const team = (companyId: number | string, suffix = '') => `${fillPath(BASE, { companyId })}${suffix}`;
const member = (companyId: number, memberId: string) => fillPath(MEMBER, { companyId, memberId });
const invite = async (req: JsonCall, companyId: number, body: object) =>
  expectSuccess(await req('POST', team(companyId, '/invite'), body), 'POST', `${BASE}/invite`).user as SerializedMember;
const refused = (res: JsonResponse, status: number, code: string, path: string, msg?: string) =>
  expectFailure(res, status, code, { path, msg });
const getMember = async (req: JsonCall, companyId: number, memberId: string) =>
  expectSuccess(await req('GET', member(companyId, memberId)), 'GET', MEMBER).user as SerializedMember;
const emailsOf = async (req: JsonCall, companyId: number) =>
  (expectSuccess(await req('GET', team(companyId)), 'GET', BASE).users as SerializedMember[]).map((u) => u.email);

describe('GET .../team and .../team/stats', () => {
  it('groups the team as owners, admins, members and merges it owner first; _id = id', async ({
    req,
    ownerId,
    companies: [{ id: a }],
  }) => {
    await invite(req, a, { name: 'Zed Member', email: 'zed@team-a.io' });
    await invite(req, a, { name: 'Amy Admin', email: 'amy@team-a.io', role: 'admin' });
    const res = await req('GET', `${team(a)}?status=all&sort=role&order=asc`);
    const data = expectSuccess(res, 'GET', BASE);
    expect(res.body.message).toBe(m.fetched);
    expect(data.team).toMatchObject({
      owners: [{ id: ownerId, role: 'owner' }],
      admins: [{ email: 'amy@team-a.io' }],
      members: [{ email: 'zed@team-a.io', role: 'team_member' }],
    });
    const users = data.users as SerializedMember[];
    expect(users.map((u) => u.role)).toEqual(['owner', 'admin', 'team_member']);
    expect(users.every((u) => u._id === u.id)).toBe(true);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(data.stats).toMatchObject({ total: 3, byRole: { owner: 1, admin: 1, team_member: 1 } });
  });

  it('answers /stats (matched before /:memberId) with counts by role and status', async ({
    req,
    companies: [{ id: a }],
  }) => {
    const res = await req('GET', team(a, '/stats'));
    expect(expectSuccess(res, 'GET', `${BASE}/stats`).stats).toMatchObject({
      users: { owner: 1, admin: 1, team_member: 1, total: 3, active: 3, inactive: 0 },
      usage: { users: 3 },
    });
    expect(res.body.message).toBe(m.statsFetched);
  });

  it('answers 400 for a bad query or company id, 404 for an unknown company', async ({
    req,
    companies: [{ id: a }],
  }) => {
    expectFailure(await req('GET', `${team(a)}?sort=password`), 400, 'VALIDATION_ERROR', { path: 'sort' });
    refused(await req('GET', team('abc')), 400, 'VALIDATION_ERROR', 'companyId', 'Invalid company id');
    expectFailure(await req('GET', team(999999)), 404, 'NOT_FOUND');
    expectFailure(await req('GET', team(999999, '/stats')), 404, 'NOT_FOUND');
  });
});

describe('POST .../team/invite', () => {
  it('invites from JSON (role team_member by default) and from multipart with an avatar', async ({
    server,
    req,
    form,
    companies: [{ id: a }],
  }) => {
    const res = await req('POST', team(a, '/invite'), { name: 'Jay Json', email: 'JAY@team-a.io', phone: '555' });
    const user = expectSuccess(res, 'POST', `${BASE}/invite`).user as SerializedMember;
    expect(res.body.message).toBe(m.invited);
    expect(user).toMatchObject({ _id: user.id, email: 'jay@team-a.io', role: 'team_member', isActive: true });
    expect(user).toMatchObject({ lastLogin: null, profile: { phone: '555', avatar: null } });
    const posted = await form('POST', team(a, '/invite'), {
      name: 'Pia',
      email: 'pia@team-a.io',
      role: 'admin',
      avatar: PNG,
    });
    const pictured = expectSuccess(posted, 'POST', `${BASE}/invite`).user as SerializedMember;
    expect(pictured).toMatchObject({
      role: 'admin',
      profile: { avatar: expect.stringMatching(/^\/api\/files\/.+sig=/) },
    });
    const file = await server.app.inject({ method: 'GET', url: pictured.profile.avatar! });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('answers 400 naming the field, 409 for an email already in the company (not in another), 404', async ({
    req,
    companies: [{ id: a }, { id: b }],
  }) => {
    const url = team(a, '/invite');
    const res = await req('POST', url, {});
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'name', msg: 'Name is required' });
    expect(res.body.errors).toContainEqual({ path: 'email', msg: 'Email is required' });
    const owner = await req('POST', url, { name: 'Oz', email: 'oz@team-a.io', role: 'owner' });
    refused(owner, 400, 'VALIDATION_ERROR', 'role', m.roleInvalid);
    for (const email of ['ZED@team-a.io', 'owner@team-a.io'])
      refused(await req('POST', url, { name: 'Twin', email }), 409, 'CONFLICT', 'email', m.emailTaken);
    await invite(req, b, { name: 'Zed Elsewhere', email: 'zed@team-a.io' });
    expectFailure(await req('POST', team(999999, '/invite'), { name: 'Ghost', email: 'g@g.io' }), 404, 'NOT_FOUND');
  });

  it('answers 415 for an SVG avatar and 413 for one over 5 MB, creating nobody', async ({
    req,
    form,
    companies: [{ id: a }],
  }) => {
    const url = team(a, '/invite');
    const svg = await form('POST', url, { name: 'Svg', email: 'svg@team-a.io', avatar: SVG_FILE });
    refused(svg, 415, 'UNSUPPORTED_MEDIA_TYPE', 'avatar', MESSAGES.files.notImage);
    const big = await form('POST', url, { name: 'Big', email: 'big@team-a.io', avatar: BIG });
    refused(big, 413, 'PAYLOAD_TOO_LARGE', 'avatar', MESSAGES.files.tooLarge);
    expect((await emailsOf(req, a)).filter((e) => e.startsWith('svg@') || e.startsWith('big@'))).toEqual([]);
  });
});

describe('GET, PUT, DELETE .../team/:memberId', () => {
  it("gets one user; 404 for an unknown id and for company A's user under company B", async ({
    req,
    companies: [{ id: a }, { id: b }],
  }) => {
    const { id } = await invite(req, a, { name: 'Gil Get', email: 'gil@team-a.io' });
    expect(await getMember(req, a, id)).toMatchObject({ id, _id: id, name: 'Gil Get' });
    expectFailure(await req('GET', member(a, GHOST)), 404, 'NOT_FOUND');
    expectFailure(await req('GET', member(b, id)), 404, 'NOT_FOUND');
    refused(await req('GET', member(a, 'abc')), 400, 'VALIDATION_ERROR', 'memberId', 'Invalid id');
  });

  it('edits from JSON and from the edit form (user[email], profile[email]); toggles the status', async ({
    req,
    form,
    companies: [{ id: a }],
  }) => {
    const { id } = await invite(req, a, { name: 'Ed Edit', email: 'ed@team-a.io' });
    const res = await req('PUT', member(a, id), { name: 'Ed Edited', department: 'Sales' });
    expect(expectSuccess(res, 'PUT', MEMBER).user).toMatchObject({
      name: 'Ed Edited',
      profile: { department: 'Sales' },
    });
    expect(res.body.message).toBe(m.updated);
    const edited = await form('PUT', member(a, id), {
      name: 'Ed Edited',
      'user[email]': 'ed2@team-a.io',
      'profile[email]': 'ed2@team-a.io',
      avatar: PNG,
    });
    expect(expectSuccess(edited, 'PUT', MEMBER).user).toMatchObject({
      email: 'ed2@team-a.io',
      profile: { avatar: expect.any(String) },
    });
    const off = await req('PUT', member(a, id), { isActive: false });
    expect(off.body).toMatchObject({ message: 'User deactivated successfully', data: { user: { isActive: false } } });
    const on = await req('PUT', member(a, id), { isActive: true });
    expect(on.body).toMatchObject({ message: m.activated, data: { user: { isActive: true } } });
  });

  it('answers 400, 404, 409, 413 and 415 on edit, changing nothing', async ({
    req,
    form,
    companies: [{ id: a }, { id: b }],
  }) => {
    const { id } = await invite(req, a, { name: 'Sam Same', email: 'sam@team-a.io' });
    refused(await req('PUT', member(a, id), { name: '' }), 400, 'VALIDATION_ERROR', 'name', m.nameRequired);
    const maybe = await req('PUT', member(a, id), { isActive: 'maybe' });
    refused(maybe, 400, 'VALIDATION_ERROR', 'isActive', m.isActiveInvalid);
    refused(await req('PUT', member(a, id), { email: 'amy@team-a.io' }), 409, 'CONFLICT', 'email', m.emailTaken);
    expectFailure(await req('PUT', member(a, GHOST), { name: 'Nobody' }), 404, 'NOT_FOUND');
    expectFailure(await req('PUT', member(b, id), { name: 'Hijacked', isActive: false }), 404, 'NOT_FOUND');
    refused(await form('PUT', member(a, id), { avatar: SVG_FILE }), 415, 'UNSUPPORTED_MEDIA_TYPE', 'avatar');
    expectFailure(await form('PUT', member(a, id), { avatar: BIG }), 413, 'PAYLOAD_TOO_LARGE', { path: 'avatar' });
    const after = await getMember(req, a, id);
    expect(after).toMatchObject({
      name: 'Sam Same',
      email: 'sam@team-a.io',
      isActive: true,
      profile: { avatar: null },
    });
  });

  it('protects the owner: email, role and status stay; the owner cannot be deleted (400)', async ({
    req,
    ownerId,
    companies: [{ id: a }],
  }) => {
    const url = member(a, ownerId);
    const email = await req('PUT', url, { email: 'new@team-a.io' });
    refused(email, 400, 'VALIDATION_ERROR', 'email', 'Owner email cannot be changed');
    refused(await req('PUT', url, { role: 'admin' }), 400, 'VALIDATION_ERROR', 'role', m.ownerRoleChange);
    const off = await req('PUT', url, { isActive: false });
    expectFailure(off, 400, 'BAD_REQUEST', { path: 'isActive', msg: m.ownerCannotDeactivate });
    const del = await req('DELETE', url);
    expectFailure(del, 400, 'BAD_REQUEST');
    expect(del.body.message).toBe(m.ownerCannotDelete);
    const renamed = await req('PUT', url, { name: 'Olive Renamed', role: 'owner', email: 'owner@team-a.io' });
    const owner = expectSuccess(renamed, 'PUT', MEMBER).user;
    expect(owner).toMatchObject({ name: 'Olive Renamed', role: 'owner', email: 'owner@team-a.io', isActive: true });
  });

  it("deletes a user: data.id, then 404; company A's user under company B is 404 and stays", async ({
    req,
    companies: [{ id: a }, { id: b }],
  }) => {
    const { id } = await invite(req, a, { name: 'Del Gone', email: 'del@team-a.io' });
    expectFailure(await req('DELETE', member(b, id)), 404, 'NOT_FOUND');
    expect(await getMember(req, a, id)).toMatchObject({ id });
    const res = await req('DELETE', member(a, id));
    expect(expectSuccess(res, 'DELETE', MEMBER)).toEqual({ id, _id: id });
    expect(res.body.message).toBe(m.deleted);
    expectFailure(await req('GET', member(a, id)), 404, 'NOT_FOUND');
    expectFailure(await req('DELETE', member(a, id)), 404, 'NOT_FOUND');
  });
});

describe('POST .../team/:memberId/avatar', () => {
  const AVATAR = `${MEMBER}/avatar`;
  it('replaces the picture; 400 without a file, 413 / 415 for bad ones, 404 for a foreign or unknown user', async ({
    server,
    req,
    form,
    companies: [{ id: a }, { id: b }],
  }) => {
    const { id } = await invite(req, a, { name: 'Ava Avatar', email: 'ava@team-a.io' });
    const url = fillPath(AVATAR, { companyId: a, memberId: id });
    const res = await form('POST', url, { avatar: PNG });
    const user = expectSuccess(res, 'POST', AVATAR).user as SerializedMember;
    expect(res.body.message).toBe(m.avatarUpdated);
    const file = await server.app.inject({ method: 'GET', url: user.profile.avatar! });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    refused(await req('POST', url, {}), 400, 'VALIDATION_ERROR', 'avatar', m.avatarRequired);
    expectFailure(await form('POST', url, { avatar: SVG_FILE }), 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'avatar' });
    expectFailure(await form('POST', url, { avatar: BIG }), 413, 'PAYLOAD_TOO_LARGE', { path: 'avatar' });
    const elsewhere = [
      fillPath(AVATAR, { companyId: b, memberId: id }),
      fillPath(AVATAR, { companyId: a, memberId: GHOST }),
    ];
    for (const other of elsewhere) expectFailure(await form('POST', other, { avatar: PNG }), 404, 'NOT_FOUND');
    expect((await getMember(req, a, id)).profile.avatar).toBe(user.profile.avatar);
  });
});

describe('guards', () => {
  let subjects: GuardSubjects;
  it.beforeAll(async ({ server, admin }) => {
    subjects = await guardSubjects(server, admin, 'team-guard');
  });
  it.for(companyTeamRoutes.map((r) => [r.method, r.path, r] as const))(
    '%s %s: 401, 403, 413, 415',
    async ([, path, route], { server, ownerId, companies: [{ id: a }] }) => {
      await expectPlatformGuards(server.app, route, fillPath(path, { companyId: a, memberId: ownerId }), subjects);
    },
  );
});
