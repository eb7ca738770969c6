/**
 * The security logs over REST, through fastify.inject: a company's for its owner (with the events
 * that sign-out everywhere and an export leave), a company's and the platform's for super admins,
 * their filters and pages, who is refused, and the OpenAPI description.
 */
import { describe, expect } from 'vitest';

import { portalRequest } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess, PLATFORM, tenant } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { expectPlatformGuards, fillPath } from '../testing/rest-platform';
import { setAdminSettingsAccess } from '../testing/rest-portal';
import type { OpenApiDocument } from './openapi';
import { securityLogRoutes } from './table/security-log';

const LOG = '/api/company/security-log';
const COMPANY_LOG = '/api/super-admin/companies/:id/security-log';
const PLATFORM_LOG = '/api/super-admin/security-log';
const AGENT = 'Mozilla/5.0 (X11; Linux) RestTest/1';

/** Companies rest-seclog-a and rest-seclog-b, signed in as every role; `get`: a GET with the headers given. */
const it = restTest({ signedIn: ['rest-seclog-a', 'rest-seclog-b'] }).extend(
  'get',
  { scope: 'file' },
  ({ server }) =>
    (url: string, headers: Record<string, string>) =>
      call(server.app, { method: 'GET', url, headers }),
);

interface WireEvent {
  id: string;
  type: string;
  actor: { id: string | null; kind: string; name: string };
  subject: { id: string | null; name: string } | null;
  at: string;
  ip: string | null;
  userAgent: string | null;
  detail: Record<string, unknown>;
}

const eventsOf = (data: Record<string, unknown>) => data.events as WireEvent[];

it.beforeAll(async ({ server, signedIn: [a, b] }) => {
  // What the owner will find: the team member signing out everywhere and the admin's export.
  const member = a.request.team_member;
  const signOut = await call(server.app, {
    method: 'POST',
    url: '/api/user/sign-out-everywhere',
    headers: { ...member, 'user-agent': AGENT },
  });
  expect(signOut.status).toBe(200);
  a.request.team_member = await portalRequest(server.harness, a.company, a.member);
  const exported = await server.app.inject({
    method: 'GET',
    url: '/api/crm/leads/export?format=csv',
    headers: { ...a.request.admin, 'user-agent': AGENT },
  });
  expect(exported.statusCode).toBe(200);
  const other = await server.app.inject({
    method: 'GET',
    url: '/api/crm/brands/export?format=xlsx',
    headers: b.request.owner,
  });
  expect(other.statusCode).toBe(200);
});

describe('GET /api/company/security-log', () => {
  it('answers the owner data.events and data.pagination, newest first', async ({ get, signedIn: [a] }) => {
    const res = await get(LOG, a.request.owner);
    expect(res.body.message).toBe(MESSAGES.securityLog.fetched);
    const data = expectSuccess(res, 'GET', LOG);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
    const [exported, signedOut] = eventsOf(data);
    expect(exported).toEqual({
      id: expect.any(String),
      type: 'data_exported',
      actor: { id: a.admin.id, kind: 'user', name: a.admin.name },
      subject: null,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ip: '127.0.0.1',
      userAgent: AGENT,
      detail: { list: 'leads', format: 'csv', rows: 0 },
    });
    expect(signedOut).toMatchObject({
      type: 'signed_out_everywhere',
      actor: { id: a.member.id, kind: 'user', name: a.member.name },
      userAgent: AGENT,
    });
  });

  it('filters by person, event type and dates, and pages', async ({ get, signedIn: [a] }) => {
    const byPerson = expectSuccess(await get(`${LOG}?actorId=${a.member.id}`, a.request.owner), 'GET', LOG);
    expect(eventsOf(byPerson).map((e) => e.type)).toEqual(['signed_out_everywhere']);
    const byType = expectSuccess(await get(`${LOG}?type=data_exported`, a.request.owner), 'GET', LOG);
    expect(eventsOf(byType).map((e) => e.actor.id)).toEqual([a.admin.id]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = expectSuccess(await get(`${LOG}?from=${today}&to=${today}`, a.request.owner), 'GET', LOG);
    expect(eventsOf(inRange)).toHaveLength(2);
    const before = expectSuccess(await get(`${LOG}?to=2020-01-01`, a.request.owner), 'GET', LOG);
    expect(before.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
    const second = expectSuccess(await get(`${LOG}?page=2&limit=1`, a.request.owner), 'GET', LOG);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(eventsOf(second).map((e) => e.type)).toEqual(['signed_out_everywhere']);
  });

  it('answers 400 naming the field for bad filters', async ({ get, signedIn: [a] }) => {
    const owner = a.request.owner;
    expectFailure(await get(`${LOG}?from=2025-03-10&to=2025-03-01`, owner), 400, 'VALIDATION_ERROR', {
      path: 'to',
      msg: MESSAGES.securityLog.rangeInvalid,
    });
    expectFailure(await get(`${LOG}?type=nap`, owner), 400, 'VALIDATION_ERROR', { path: 'type' });
    expectFailure(await get(`${LOG}?actorId=someone`, owner), 400, 'VALIDATION_ERROR', { path: 'actorId' });
    expectFailure(await get(`${LOG}?from=yesterday`, owner), 400, 'VALIDATION_ERROR', { path: 'from' });
    expectFailure(await get(`${LOG}?limit=500`, owner), 400, 'VALIDATION_ERROR', { path: 'limit' });
  });

  it("is the owner's only: 403 for admins (even with settings access) and team members", async ({
    server,
    get,
    signedIn: [a],
  }) => {
    await setAdminSettingsAccess(server, a, true);
    for (const role of ['admin', 'team_member'] as const)
      expectFailure(await get(LOG, a.request[role]), 403, 'FORBIDDEN');
  });

  it("refuses no token, a super admin token and another company's token", async ({ admin, get, signedIn: [a, b] }) => {
    expectFailure(await get(LOG, tenant(a.company.subdomain)), 401, 'UNAUTHORIZED');
    const superAdmin = { ...tenant(a.company.subdomain), authorization: admin.authorization! };
    expectFailure(await get(LOG, superAdmin), 401, 'UNAUTHORIZED');
    const foreign = { ...tenant(a.company.subdomain), authorization: b.request.owner.authorization };
    expectFailure(await get(LOG, foreign), 401, 'UNAUTHORIZED');
  });

  it("never shows another company's events", async ({ get, signedIn: [a, b] }) => {
    const theirs = eventsOf(expectSuccess(await get(LOG, b.request.owner), 'GET', LOG));
    expect(theirs.map((e) => [e.actor.id, e.detail.list])).toEqual([[b.owner.id, 'brands']]);
    const mine = eventsOf(expectSuccess(await get(`${LOG}?limit=100`, a.request.owner), 'GET', LOG));
    expect(mine.some((e) => e.actor.id === b.owner.id)).toBe(false);
  });
});

describe('GET /api/super-admin/companies/{id}/security-log', () => {
  it("answers exactly that company's log", async ({ admin, get, signedIn: [a, b] }) => {
    const url = fillPath(COMPANY_LOG, { id: b.company.id });
    const data = expectSuccess(await get(url, admin), 'GET', COMPANY_LOG);
    expect(eventsOf(data).map((e) => e.actor.id)).toEqual([b.owner.id]);
    const filtered = expectSuccess(
      await get(`${fillPath(COMPANY_LOG, { id: a.company.id })}?type=signed_out_everywhere`, admin),
      'GET',
      COMPANY_LOG,
    );
    expect(eventsOf(filtered).map((e) => e.actor.id)).toEqual([a.member.id]);
    expectFailure(await get(fillPath(COMPANY_LOG, { id: 987_654 }), admin), 404, 'NOT_FOUND');
    expectFailure(await get(fillPath(COMPANY_LOG, { id: 'abc' }), admin), 400, 'VALIDATION_ERROR', { path: 'id' });
  });

  it.for(securityLogRoutes.filter((r) => r.host === 'platform').map((r) => [r.path, r] as const))(
    '%s refuses company tokens and the company host',
    async ([path, route], { server, admin, signedIn: [a] }) => {
      const url = fillPath(path, { id: a.company.id });
      await expectPlatformGuards(server.app, route, url, {
        admin,
        tenantAuthorization: a.request.owner.authorization,
        subdomain: a.company.subdomain,
      });
    },
  );
});

describe('GET /api/super-admin/security-log', () => {
  it("answers the platform's own events: a company's archive taken by a super admin", async ({
    server,
    admin,
    get,
    signedIn: [a, b],
  }) => {
    const archive = await server.app.inject({
      method: 'GET',
      url: `/api/super-admin/companies/${b.company.id}/export`,
      headers: { ...admin, 'user-agent': AGENT },
    });
    expect(archive.statusCode).toBe(200);
    const data = expectSuccess(await get(`${PLATFORM_LOG}?type=data_exported`, admin), 'GET', PLATFORM_LOG);
    const [event] = eventsOf(data);
    expect(event).toMatchObject({
      type: 'data_exported',
      actor: { kind: 'super_admin' },
      userAgent: AGENT,
      detail: { archive: 'company', companyId: b.company.id },
    });
    // The company sees it in its own log too.
    const theirs = eventsOf(expectSuccess(await get(`${LOG}?type=data_exported`, b.request.owner), 'GET', LOG));
    expect(theirs[0]).toMatchObject({ actor: { kind: 'super_admin' }, detail: { archive: 'company' } });
    expectFailure(
      await get(PLATFORM_LOG, { ...PLATFORM, authorization: a.request.owner.authorization }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('OpenAPI', () => {
  it('describes the three routes with their filters as query parameters', async ({ server }) => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    for (const path of ['/api/company/security-log', '/api/super-admin/companies/{id}/security-log', PLATFORM_LOG]) {
      const op = doc.paths[path]!.get!;
      expect(op.summary).toMatch(/security log/);
      const query = op.parameters.filter((p) => 'in' in p && p.in === 'query').map((p) => ('name' in p ? p.name : ''));
      expect(query).toEqual(['page', 'limit', 'actorId', 'type', 'from', 'to']);
    }
  });
});
