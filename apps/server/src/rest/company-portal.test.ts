/**
 * The company portal's own REST paths (docs/product/company-portal.md#rest-paths) on a company host, through fastify.inject:
 * company profile, settings, dashboard, departments, designations, the user's profile and
 * sign-out everywhere. Guards: 401 for no, bad, foreign or platform tokens; 403 by role.
 */
import { describe, expect } from 'vitest';

import { portalRequest, type SignedInCompany } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';

import {
  call,
  expectFailure,
  expectSuccess,
  multipartBody,
  superAdminHeaders,
  tenant,
  type RestTestServer,
} from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { oversize, pngFile, sendForm, svgFile } from '../testing/rest-platform';
import { setAdminSettingsAccess } from '../testing/rest-portal';
import { hasBody, openApiPath, type RestRoute } from './route-types';
import { companyPortalRoutes } from './table/company-portal';

const PROFILE = '/api/company/profile';
const SETTINGS = '/api/company/settings';
const DASHBOARD = '/api/company/dashboard';
const DEPARTMENTS = '/api/company/departments';
const DESIGNATIONS = '/api/company/designations';
const USER = '/api/user/profile';
const SIGN_OUT = '/api/user/sign-out-everywhere';

/** Companies rest-portal-a and rest-portal-b, signed in as every role; tests call as a's owner unless given headers. */
const it = restTest({ signedIn: ['rest-portal-a', 'rest-portal-b'], as: 'owner' });

type Role = 'owner' | 'admin' | 'team_member';

describe('GET /api/company/profile and /api/company/dashboard', () => {
  it('answers data.company for every role', async ({ req, signedIn: [a] }) => {
    const data = expectSuccess(await req('GET', PROFILE, undefined, a.request.team_member), 'GET', PROFILE);
    expect(data.company).toMatchObject({
      id: a.company.id,
      _id: a.company.id,
      subdomain: 'rest-portal-a',
      settings: { allowAdminCompanySettings: false },
    });
  });

  it('answers stats, recentUsers and the health of database, storage and mail', async ({ req, signedIn: [a] }) => {
    const data = expectSuccess(await req('GET', DASHBOARD, undefined, a.request.team_member), 'GET', DASHBOARD);
    expect(data.stats).toMatchObject({ usage: { users: expect.any(Number) } });
    expect((data.recentUsers as { name: string }[]).map((u) => u.name)).toContain('Ada Admin');
    expect(data.health).toMatchObject({
      database: { ok: true },
      storage: { ok: true },
      mail: { ok: true, mode: 'console' },
    });
  });
});

describe('PUT /api/company/settings', () => {
  it('takes JSON, or multipart with a logo; an empty logo field removes it', async ({ server, req, signedIn: [a] }) => {
    const json = await req('PUT', SETTINGS, { name: 'Rest Portal', themeColor: '#abc' });
    expect(json.body.message).toBe(MESSAGES.companySettings.updated);
    expect(expectSuccess(json, 'PUT', SETTINGS).company).toMatchObject({
      name: 'Rest Portal',
      branding: { themeColor: '#AABBCC' },
    });
    const form = await sendForm(server.app, 'PUT', SETTINGS, a.request.owner, { logo: pngFile('logo.png') });
    const logo = (expectSuccess(form, 'PUT', SETTINGS).company as { branding: { logo: string } }).branding.logo;
    expect(logo).toMatch(/^\/api\/files\/companies\//);
    expect((await server.app.inject({ method: 'GET', url: logo, headers: tenant('rest-portal-a') })).statusCode).toBe(
      200,
    );
    const removed = await sendForm(server.app, 'PUT', SETTINGS, a.request.owner, { logo: '' });
    expect(expectSuccess(removed, 'PUT', SETTINGS).company).toMatchObject({ branding: { logo: null } });
  });

  it('answers 400 naming the field, 415 and 413 naming logo', async ({ server, req, signedIn: [a] }) => {
    expectFailure(await req('PUT', SETTINGS, { name: 'A' }), 400, 'VALIDATION_ERROR', {
      path: 'name',
      msg: MESSAGES.validation.companyNameMin,
    });
    expectFailure(await req('PUT', SETTINGS, { themeColor: 'orange' }), 400, 'VALIDATION_ERROR', {
      path: 'themeColor',
      msg: MESSAGES.validation.themeColorInvalid,
    });
    const svg = await sendForm(server.app, 'PUT', SETTINGS, a.request.owner, { logo: svgFile() });
    expectFailure(svg, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'logo', msg: MESSAGES.files.notImage });
    const big = await sendForm(server.app, 'PUT', SETTINGS, a.request.owner, { logo: oversize(pngFile()) });
    expectFailure(big, 413, 'PAYLOAD_TOO_LARGE', { path: 'logo', msg: MESSAGES.files.tooLarge });
  });

  it('lets an admin in only while allowAdminCompanySettings is on, and never to the toggle (403)', async ({
    server,
    req,
    signedIn: [a],
  }) => {
    const denied = await req('PUT', SETTINGS, { name: 'By Admin' }, a.request.admin);
    expectFailure(denied, 403, 'FORBIDDEN');
    expect(denied.body.message).toBe(MESSAGES.companySettings.adminAccessOff);
    const on = await sendForm(server.app, 'PUT', SETTINGS, a.request.owner, { allowAdminCompanySettings: 'true' });
    expect(expectSuccess(on, 'PUT', SETTINGS).company).toMatchObject({ settings: { allowAdminCompanySettings: true } });
    try {
      expectSuccess(await req('PUT', SETTINGS, { name: 'By Admin' }, a.request.admin), 'PUT', SETTINGS);
      const toggle = await req('PUT', SETTINGS, { allowAdminCompanySettings: false }, a.request.admin);
      expectFailure(toggle, 403, 'FORBIDDEN');
      expect(toggle.body.message).toBe(MESSAGES.companySettings.ownerOnly);
    } finally {
      await setAdminSettingsAccess(server, a, false);
    }
  });
});

describe('GET and PUT /api/company/departments and /designations', () => {
  it('reads and saves the full list; refuses duplicates and default deletions (400 naming the field)', async ({
    req,
    signedIn: [a],
  }) => {
    const listed = expectSuccess(await req('GET', DEPARTMENTS, undefined, a.request.team_member), 'GET', DEPARTMENTS);
    const departments = listed.departments as { id: string; name: string; isDefault: boolean }[];
    expect(departments.map((d) => d.name)).toContain('Engineering');
    const saved = await req('PUT', DEPARTMENTS, { departments: [...departments, { name: 'Legal' }] }, a.request.admin);
    expect(saved.body.message).toBe(MESSAGES.companyLists.departments.saved);
    expect((expectSuccess(saved, 'PUT', DEPARTMENTS).departments as { name: string }[]).at(-1)).toMatchObject({
      name: 'Legal',
      isDefault: false,
      isActive: true,
    });
    const twin = await req('PUT', DEPARTMENTS, { departments: [...departments, { name: 'SALES' }] });
    expectFailure(twin, 400, 'VALIDATION_ERROR', {
      path: `departments.${departments.length}.name`,
      msg: MESSAGES.companyLists.departments.duplicate,
    });
    expectFailure(await req('PUT', DEPARTMENTS, { departments: [] }), 400, 'VALIDATION_ERROR', {
      path: 'departments',
      msg: MESSAGES.companyLists.departments.defaultDelete,
    });
    expectFailure(await req('PUT', DEPARTMENTS, {}), 400, 'VALIDATION_ERROR', { path: 'departments' });
  });

  it('does the same for designations', async ({ req }) => {
    const listed = expectSuccess(await req('GET', DESIGNATIONS), 'GET', DESIGNATIONS);
    const designations = listed.designations as { id: string; name: string }[];
    const hidden = designations.map((d) => ({ ...d, isActive: d.name !== 'Analyst' }));
    const saved = expectSuccess(await req('PUT', DESIGNATIONS, { designations: hidden }), 'PUT', DESIGNATIONS);
    expect(
      (saved.designations as { name: string; isActive: boolean }[]).find((d) => d.name === 'Analyst'),
    ).toMatchObject({ isActive: false });
    expectFailure(
      await req('PUT', DESIGNATIONS, { designations: [{ name: 'x'.repeat(101) }] }),
      400,
      'VALIDATION_ERROR',
      {
        path: 'designations.0.name',
      },
    );
  });
});

describe('GET and PUT /api/user/profile, POST /api/user/sign-out-everywhere', () => {
  it('answers data.user and saves from JSON or multipart (profile[phone], avatar)', async ({
    server,
    req,
    signedIn: [a],
  }) => {
    const data = expectSuccess(await req('GET', USER, undefined, a.request.team_member), 'GET', USER);
    expect(data.user).toMatchObject({ id: a.member.id, email: 'member@rest-portal-a.test' });
    const json = await req('PUT', USER, { name: 'Terry J', profile: { phone: '555 1' } }, a.request.team_member);
    expect(json.body.message).toBe(MESSAGES.userProfile.updated);
    expect(expectSuccess(json, 'PUT', USER).user).toMatchObject({ name: 'Terry J', phone: '555 1' });
    const form = await sendForm(server.app, 'PUT', USER, a.request.team_member, {
      name: 'Terry F',
      'profile[phone]': '555 2',
      avatar: pngFile(),
    });
    expect(expectSuccess(form, 'PUT', USER).user).toMatchObject({
      name: 'Terry F',
      profile: { phone: '555 2', avatar: expect.any(String) },
    });
  });

  it('answers 400 for a changed email or a missing name, 415 / 413 for a bad avatar', async ({
    server,
    req,
    signedIn: [a],
  }) => {
    expectFailure(await req('PUT', USER, { name: 'Terry', email: 'new@x.test' }), 400, 'VALIDATION_ERROR', {
      path: 'email',
      msg: MESSAGES.userProfile.emailReadOnly,
    });
    expectFailure(await req('PUT', USER, {}), 400, 'VALIDATION_ERROR', { path: 'name' });
    const svg = await sendForm(server.app, 'PUT', USER, a.request.admin, { name: 'Ada', avatar: svgFile() });
    expectFailure(svg, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'avatar', msg: MESSAGES.userProfile.avatarNotImage });
    const big = await sendForm(server.app, 'PUT', USER, a.request.admin, {
      name: 'Ada',
      avatar: oversize(pngFile()),
    });
    expectFailure(big, 413, 'PAYLOAD_TOO_LARGE', { path: 'avatar' });
  });

  it('signs the user out on every device', async ({ server, req, signedIn: [a] }) => {
    const user = a.users.team_member;
    const other = await portalRequest(server.harness, a.company, user);
    const res = await call(server.app, { method: 'POST', url: SIGN_OUT, headers: other });
    expect(res.body).toMatchObject({ success: true, message: MESSAGES.userProfile.signedOutEverywhere });
    expectFailure(await call(server.app, { method: 'GET', url: USER, headers: other }), 401, 'UNAUTHORIZED');
    expectFailure(await req('GET', USER, undefined, a.request.team_member), 401, 'UNAUTHORIZED');
    a.request.team_member = await portalRequest(server.harness, a.company, user);
  });
});

/** Which role a route refuses with 403 (docs/product/company-portal.md#who-may-do-what), beyond a team member on owner/admin routes. */
const forbiddenFor = (route: RestRoute): Role[] => {
  if (route.path === SETTINGS) return ['admin', 'team_member'];
  if (route.method === 'PUT' && (route.path === DEPARTMENTS || route.path === DESIGNATIONS)) return ['team_member'];
  return [];
};

async function expectGuards(
  server: RestTestServer,
  [a, b]: readonly [SignedInCompany, SignedInCompany],
  route: RestRoute,
) {
  const host = tenant('rest-portal-a');
  const send = (headers: Record<string, string>, payload?: string | Buffer) =>
    call(server.app, {
      method: route.method,
      url: route.path,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  expectFailure(await send(host), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...host, authorization: 'Bearer not-a-token' }), 401, 'UNAUTHORIZED');
  expectFailure(await send({ ...host, authorization: b.request.owner.authorization }), 401, 'UNAUTHORIZED');
  const platform = await superAdminHeaders(server.harness, `portal-${route.method}-${route.path.length}@example.com`);
  expectFailure(await send({ ...host, authorization: platform.authorization }), 401, 'UNAUTHORIZED');
  const json = { 'content-type': 'application/json' };
  for (const role of forbiddenFor(route))
    expectFailure(await send({ ...a.request[role], ...json }, '{}'), 403, 'FORBIDDEN');
  if (!hasBody(route) || route.path === SIGN_OUT) return;
  const owner = a.request.owner;
  expectFailure(await send({ ...owner, 'content-type': 'text/plain' }, 'x'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  const big = JSON.stringify({ filler: 'x'.repeat(1_100_000) });
  expectFailure(await send({ ...owner, 'content-type': 'application/json' }, big), 413, 'PAYLOAD_TOO_LARGE');
  if (!route.files) {
    const form = await multipartBody({ filler: 'x' });
    expectFailure(await send({ ...owner, ...form.headers }, form.payload), 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

describe('guards', () => {
  it.for(companyPortalRoutes.map((r) => [r.method, r.path, r] as const))(
    '%s %s',
    async ([, , route], { server, signedIn }) => {
      await expectGuards(server, signedIn, route);
    },
  );

  it('keeps B as it was when A calls with its token on B', async ({ server, signedIn: [a, b] }) => {
    const before = expectSuccess(
      await call(server.app, { method: 'GET', url: PROFILE, headers: b.request.owner }),
      'GET',
      PROFILE,
    );
    const onB = { ...a.request.owner, ...tenant('rest-portal-b') };
    expectFailure(
      await call(server.app, { method: 'PUT', url: SETTINGS, headers: onB, payload: { name: 'Taken' } }),
      401,
      'UNAUTHORIZED',
    );
    const after = expectSuccess(
      await call(server.app, { method: 'GET', url: PROFILE, headers: b.request.owner }),
      'GET',
      PROFILE,
    );
    expect(after).toEqual(before);
  });

  it('lists every path in /api/openapi.json', async ({ server }) => {
    const doc = await call(server.app, { method: 'GET', url: '/api/openapi.json' });
    const paths = (doc.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const route of companyPortalRoutes)
      expect(paths[openApiPath(route.path)], `${route.method} ${route.path}`).toHaveProperty(
        route.method.toLowerCase(),
      );
  });
});
