/** The company portal's team REST paths (docs/product/company-portal.md#rest-paths) on a company host, through fastify.inject. */
import { describe, expect } from 'vitest';

import { addTestUser, mailsTo } from '@app/api/auth/test-support';
import type { SerializedMember } from '@app/api/kit/members/serialize';
import type { SignedInCompany } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';

import {
  call,
  expectFailure,
  expectSuccess,
  multipartBody,
  superAdminHeaders,
  tenant,
  type JsonResponse,
  type RestTestServer,
} from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';
import { fillPath, oversize, pngFile, sendForm, svgFile } from '../testing/rest-platform';
import { hasBody, type RestRoute } from './route-types';
import { companyPortalTeamRoutes } from './table/company-portal-team';

const BASE = '/api/company/team';
const MEMBER = `${BASE}/:memberId`;
const AVATAR = `${MEMBER}/avatar`;
const GHOST = '00000000-0000-4000-8000-000000000000';
const m = MESSAGES.users;

/** Companies rest-team-a and rest-team-b, signed in as every role; tests call as a's admin unless given headers. */
const it = restTest({ signedIn: ['rest-team-a', 'rest-team-b'], as: 'admin' });

const member = (memberId: string, suffix = '') => `${fillPath(MEMBER, { memberId })}${suffix}`;
const invite = async (req: JsonCall, body: object) =>
  expectSuccess(await req('POST', BASE, body), 'POST', BASE).user as SerializedMember;
const refused = (res: JsonResponse, status: number, code: string, path: string, msg?: string) =>
  expectFailure(res, status, code, { path, msg });

describe('GET /api/company/team and /stats', () => {
  it('answers users, team, pagination and stats, filtered and paged from the query', async ({ req, signedIn: [a] }) => {
    const data = expectSuccess(await req('GET', `${BASE}?page=1&limit=50&status=active&sort=role`), 'GET', BASE);
    expect((data.users as SerializedMember[]).map((u) => u.role)).toEqual(['owner', 'admin', 'team_member']);
    expect(data.team).toMatchObject({ owners: [{ _id: a.owner.id }], admins: [{ id: a.admin.id }] });
    expect(data.pagination).toEqual({ page: 1, limit: 50, total: 3, pages: 1 });
    const searched = expectSuccess(await req('GET', `${BASE}?search=terry`), 'GET', BASE);
    expect((searched.users as SerializedMember[]).map((u) => u.name)).toEqual(['Terry Teammate']);
    refused(await req('GET', `${BASE}?limit=500`), 400, 'VALIDATION_ERROR', 'limit');
    refused(await req('GET', `${BASE}?filter=someday`), 400, 'VALIDATION_ERROR', 'filter');
  });

  it('answers /stats (matched before /:memberId)', async ({ req }) => {
    const res = await req('GET', `${BASE}/stats`);
    const data = expectSuccess(res, 'GET', `${BASE}/stats`);
    expect(res.body.message).toBe(m.statsFetched);
    expect(data.stats).toMatchObject({ users: { owner: 1, admin: 1, team_member: 1 }, usage: { users: 3 } });
  });
});

describe('POST /api/company/team', () => {
  it('invites from JSON and from multipart with an avatar (201), mailing the sign-in link', async ({
    server,
    req,
    signedIn: [a],
  }) => {
    const user = await invite(req, { name: 'Jay Json', email: 'JAY@rest-team-a.test', profile: { phone: '555' } });
    expect(user).toMatchObject({ _id: user.id, email: 'jay@rest-team-a.test', role: 'team_member', phone: '555' });
    const [mail] = await mailsTo(server.harness, 'jay@rest-team-a.test');
    expect(mail!.textBody).toContain('http://rest-team-a.localhost:3000/');
    const form = await sendForm(server.app, 'POST', BASE, a.request.owner, {
      name: 'Pia Picture',
      email: 'pia@rest-team-a.test',
      role: 'admin',
      'profile[department]': 'Sales',
      avatar: pngFile(),
    });
    const pictured = expectSuccess(form, 'POST', BASE).user as SerializedMember;
    expect(pictured).toMatchObject({ role: 'admin', profile: { department: 'Sales', avatar: expect.any(String) } });
  });

  it('answers 400 naming the field, 409 for a taken email, 413 / 415 for bad avatars', async ({
    server,
    req,
    signedIn: [a],
  }) => {
    const empty = await req('POST', BASE, {});
    expectFailure(empty, 400, 'VALIDATION_ERROR', { path: 'name', msg: m.nameRequired });
    refused(
      await req('POST', BASE, { name: 'Al', email: 'al@x.test', role: 'owner' }),
      400,
      'VALIDATION_ERROR',
      'role',
    );
    refused(await req('POST', BASE, { name: 'Twin', email: 'ADMIN@rest-team-a.test' }), 409, 'CONFLICT', 'email');
    const svg = await sendForm(server.app, 'POST', BASE, a.request.admin, {
      name: 'Svg',
      email: 's@x.test',
      avatar: svgFile(),
    });
    refused(svg, 415, 'UNSUPPORTED_MEDIA_TYPE', 'avatar', MESSAGES.files.notImage);
    const big = await sendForm(server.app, 'POST', BASE, a.request.admin, {
      name: 'Big',
      email: 'b@x.test',
      avatar: oversize(pngFile()),
    });
    refused(big, 413, 'PAYLOAD_TOO_LARGE', 'avatar');
  });
});

describe('GET, PUT, DELETE /api/company/team/:memberId and its avatar', () => {
  it('gets, edits, toggles, replaces the picture and deletes', async ({ server, req, signedIn: [a] }) => {
    const user = await invite(req, { name: 'Eve Edit', email: 'eve@rest-team-a.test' });
    expect(expectSuccess(await req('GET', member(user.id)), 'GET', MEMBER).user).toMatchObject({ id: user.id });
    const edited = await req('PUT', member(user.id), { name: 'Eve Edited', profile: { designation: 'Analyst' } });
    expect(expectSuccess(edited, 'PUT', MEMBER).user).toMatchObject({ profile: { designation: 'Analyst' } });
    const off = await req('PUT', member(user.id), { isActive: false });
    expect(off.body).toMatchObject({ message: m.deactivated, data: { user: { isActive: false } } });
    const form = await sendForm(server.app, 'POST', member(user.id, '/avatar'), a.request.admin, { avatar: pngFile() });
    expect(expectSuccess(form, 'POST', AVATAR).user).toMatchObject({ profile: { avatar: expect.any(String) } });
    const removed = await req('DELETE', member(user.id), undefined, a.request.owner);
    expect(expectSuccess(removed, 'DELETE', MEMBER)).toEqual({ id: user.id, _id: user.id });
    expectFailure(await req('GET', member(user.id)), 404, 'NOT_FOUND');
  });

  it('answers 400, 404 (also for another company’s member, left as it was) and 409', async ({
    server,
    req,
    signedIn: [a, b],
  }) => {
    refused(await req('GET', member('nope')), 400, 'VALIDATION_ERROR', 'memberId');
    refused(await req('PUT', member(a.member.id), { isActive: 'maybe' }), 400, 'VALIDATION_ERROR', 'isActive');
    for (const [method, url] of [
      ['GET', member(GHOST)],
      ['PUT', member(b.member.id)],
      ['DELETE', member(b.member.id)],
    ] as const)
      expectFailure(await req(method, url, method === 'PUT' ? { name: 'Stolen' } : undefined), 404, 'NOT_FOUND');
    const avatar = await sendForm(server.app, 'POST', member(b.member.id, '/avatar'), a.request.admin, {
      avatar: pngFile(),
    });
    expectFailure(avatar, 404, 'NOT_FOUND');
    const theirs = await req('GET', member(b.member.id), undefined, b.request.owner);
    expect(expectSuccess(theirs, 'GET', MEMBER).user).toMatchObject({
      name: 'Terry Teammate',
      profile: { avatar: null },
    });
    refused(await req('PUT', member(a.member.id), { email: 'owner@rest-team-a.test' }), 409, 'CONFLICT', 'email');
    refused(
      await sendForm(server.app, 'POST', member(a.member.id, '/avatar'), a.request.admin, {}),
      400,
      'VALIDATION_ERROR',
      'avatar',
    );
  });

  it('keeps the owner and the caller themselves (400)', async ({ req, signedIn: [a] }) => {
    expectFailure(await req('DELETE', member(a.owner.id)), 400, 'BAD_REQUEST');
    expect((await req('PUT', member(a.owner.id), { isActive: false })).body.message).toBe(m.ownerCannotDeactivate);
    expect((await req('DELETE', member(a.admin.id))).body).toMatchObject({
      message: m.selfDelete,
      code: 'BAD_REQUEST',
    });
  });
});

describe('who may change whom (docs/security.md)', () => {
  it("refuses an admin another admin's email and the owner's account (403), changing nothing", async ({
    server,
    req,
    signedIn: [a],
  }) => {
    const other = await addTestUser(server.harness, a.company.id, { email: 'peer@rest-team-a.test', role: 'admin' });
    const res = await req('PUT', member(other.id), { email: 'taken-over@rest-team-a.test' });
    expectFailure(res, 403, 'FORBIDDEN');
    expect(res.body.message).toBe(m.adminsAccount);
    const renamed = await req('PUT', member(a.owner.id), { name: 'Not The Owner' });
    expectFailure(renamed, 403, 'FORBIDDEN');
    expect(renamed.body.message).toBe(m.ownersAccount);
    const peer = expectSuccess(await req('GET', member(other.id)), 'GET', MEMBER).user as SerializedMember;
    expect(peer).toMatchObject({ email: 'peer@rest-team-a.test', role: 'admin', isActive: true });
    expect(await mailsTo(server.harness, 'taken-over@rest-team-a.test')).toEqual([]);
    const byOwner = await req('PUT', member(other.id), { email: 'peer.new@rest-team-a.test' }, a.request.owner);
    expect(expectSuccess(byOwner, 'PUT', MEMBER).user).toMatchObject({ email: 'peer.new@rest-team-a.test' });
  });
});

describe('POST /api/company/team/bulk', () => {
  it('answers a result per id and the counts; 400 naming the field', async ({ req, signedIn: [a] }) => {
    const one = await invite(req, { name: 'Bulk One', email: 'bulk1@rest-team-a.test' });
    const res = await req('POST', `${BASE}/bulk`, { action: 'deactivate', ids: [a.owner.id, one.id, GHOST] });
    const data = expectSuccess(res, 'POST', `${BASE}/bulk`);
    expect(res.body.message).toBe(m.bulkPartial(1, 3, 'deactivated'));
    expect(data).toEqual({
      results: [
        { id: a.owner.id, ok: false, message: m.ownerCannotDeactivate },
        { id: one.id, ok: true },
        { id: GHOST, ok: false, message: m.notFound },
      ],
      counts: { succeeded: 1, failed: 2 },
    });
    refused(await req('POST', `${BASE}/bulk`, { action: 'delete', ids: [] }), 400, 'VALIDATION_ERROR', 'ids');
    refused(await req('POST', `${BASE}/bulk`, { ids: [GHOST] }), 400, 'VALIDATION_ERROR', 'action');
  });

  it('is on the platform host too, for super admins', async ({ server, signedIn: [, b] }) => {
    const admin = await superAdminHeaders(server.harness);
    const url = `/api/super-admin/companies/${b.company.id}/team/bulk`;
    const res = await call(server.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: { action: 'deactivate', ids: [b.member.id] },
    });
    expect(expectSuccess(res, 'POST', '/api/super-admin/companies/:companyId/team/bulk')).toMatchObject({
      counts: { succeeded: 1, failed: 0 },
    });
  });
});

/** 401 without a token, with a bad one, another company's or a super admin's; 403 for a team member; 413 / 415. */
async function expectTenantGuards(
  server: RestTestServer,
  [a, b]: readonly [SignedInCompany, SignedInCompany],
  route: RestRoute,
  url: string,
) {
  const host = tenant('rest-team-a');
  const send = (headers: Record<string, string>, payload?: string | Buffer) =>
    call(server.app, { method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) });
  expectFailure(await send(host), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...host, authorization: 'Bearer not-a-token' }), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...host, authorization: b.request.owner.authorization }), 401, 'UNAUTHORIZED');
  const platform = await superAdminHeaders(server.harness, `guard-${route.method}-${url.length}@example.com`);
  const superAdmin = await send({ ...host, authorization: platform.authorization });
  expectFailure(superAdmin, 401, 'UNAUTHORIZED');
  expect(superAdmin.body.message).toBe(MESSAGES.auth.wrongHost);
  expectFailure(await send(a.request.team_member), 403, 'FORBIDDEN');
  if (!hasBody(route)) return;
  expectFailure(await send({ ...a.request.admin, 'content-type': 'text/plain' }, 'x'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  const big = JSON.stringify({ filler: 'x'.repeat(1_100_000) });
  expectFailure(await send({ ...a.request.admin, 'content-type': 'application/json' }, big), 413, 'PAYLOAD_TOO_LARGE');
  if (!route.files) {
    const form = await multipartBody({ filler: 'x' });
    expectFailure(await send({ ...a.request.admin, ...form.headers }, form.payload), 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

describe('guards', () => {
  it.for(companyPortalTeamRoutes.map((r) => [r.method, r.path, r] as const))(
    '%s %s',
    async ([, path, route], { server, signedIn }) => {
      await expectTenantGuards(server, signedIn, route, fillPath(path, { memberId: signedIn[0].member.id }));
    },
  );
});
