import { describe, expect } from 'vitest';

import { call, createCompany, expectFailure, expectSuccess, PLATFORM, tenant, tenantHeaders } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

/** Company hosted (theme #123abc), made by the super admin, its owner, and GET /api/auth/me with given headers. */
const it = restTest({ companies: [['hosted', { themeColor: '#123abc' }]] }).extend(
  'me',
  { scope: 'file' },
  ({ server }) =>
    (headers: Record<string, string>) =>
      call(server.app, { method: 'GET', url: '/api/auth/me', headers }),
);

describe('tokens are bound to their host', () => {
  it('a company user is signed in on their company host', async ({
    me,
    owners: [owner],
    companies: [{ id: companyId }],
  }) => {
    const data = expectSuccess(await me(owner), 'GET', '/api/auth/me');
    expect(data.user).toMatchObject({ role: 'owner', company: { id: companyId, _id: companyId, subdomain: 'hosted' } });
  });

  it('the company can also be named by X-Subdomain on the platform host', async ({ me, owners: [owner] }) => {
    const res = await me({ ...PLATFORM, 'x-subdomain': 'hosted', authorization: owner.authorization! });
    expect(expectSuccess(res, 'GET', '/api/auth/me').user).toMatchObject({ role: 'owner' });
  });

  it('a super-admin token on a company host answers 401', async ({ admin, me }) => {
    expectFailure(await me({ ...tenant('hosted'), authorization: admin.authorization! }), 401, 'UNAUTHORIZED');
  });

  it('a company token on the platform host answers 401', async ({ me, owners: [owner] }) => {
    expectFailure(await me({ ...PLATFORM, authorization: owner.authorization! }), 401, 'UNAUTHORIZED');
  });

  it('an X-Subdomain that disagrees with the company host answers 400', async ({ me, owners: [owner] }) => {
    expectFailure(await me({ ...owner, 'x-subdomain': 'other' }), 400, 'BAD_REQUEST');
  });
});

describe('company hosts', () => {
  it('an unknown subdomain answers 403 COMPANY_NOT_FOUND (by host or by X-Subdomain)', async ({
    server,
    me,
    owners: [owner],
  }) => {
    expectFailure(await me({ ...tenant('ghost'), authorization: owner.authorization! }), 403, 'COMPANY_NOT_FOUND');
    const byHeader = await call(server.app, {
      method: 'POST',
      url: '/api/auth/request-code',
      headers: { ...PLATFORM, 'x-subdomain': 'ghost' },
      payload: { email: 'a@b.io' },
    });
    expectFailure(byHeader, 403, 'COMPANY_NOT_FOUND');
  });

  it('an inactive company answers 403 COMPANY_INACTIVE on its host', async ({ server, admin, me }) => {
    const company = await createCompany(server.app, admin, 'sleepy');
    const sleepy = await tenantHeaders(server.harness, 'sleepy', { id: company.owner.id, role: 'owner' }, company.id);
    expectSuccess(await me(sleepy), 'GET', '/api/auth/me');
    const patched = await call(server.app, {
      method: 'PATCH',
      url: `/api/super-admin/companies/${company.id}/status`,
      headers: admin,
      payload: { status: 'inactive' },
    });
    expect(patched.status).toBe(200);
    expectFailure(await me(sleepy), 403, 'COMPANY_INACTIVE');
    const code = await call(server.app, {
      method: 'POST',
      url: '/api/auth/request-code',
      headers: tenant('sleepy'),
      payload: { email: 'owner@sleepy.io' },
    });
    expectFailure(code, 403, 'COMPANY_INACTIVE');
  });
});

describe('public look-ups before login', () => {
  it('GET /api/company/theme answers data.themeColor; 404 for an unknown subdomain; 400 without one', async ({
    server,
  }) => {
    const res = await call(server.app, {
      method: 'GET',
      url: '/api/company/theme?subdomain=hosted',
      headers: tenant('hosted'),
    });
    expect(expectSuccess(res, 'GET', '/api/company/theme')).toEqual({ themeColor: '#123ABC' });
    expectFailure(
      await call(server.app, { method: 'GET', url: '/api/company/theme?subdomain=ghost' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(await call(server.app, { method: 'GET', url: '/api/company/theme' }), 400, 'VALIDATION_ERROR', {
      path: 'subdomain',
      msg: 'Subdomain is required',
    });
  });

  it('GET /api/company/check-subdomain answers `valid` beside data', async ({ server }) => {
    const res = await call(server.app, { method: 'GET', url: '/api/company/check-subdomain?subdomain=hosted' });
    const data = expectSuccess(res, 'GET', '/api/company/check-subdomain');
    expect(res.body.valid).toBe(true);
    expect(data).toMatchObject({ companyName: 'Company hosted', logo: null });
    const ghost = await call(server.app, { method: 'GET', url: '/api/company/check-subdomain?subdomain=ghost' });
    expect(ghost.status).toBe(200);
    expect(ghost.body).toMatchObject({ success: true, error: false, valid: false, data: { companyName: null } });
    const long = await call(server.app, {
      method: 'GET',
      url: `/api/company/check-subdomain?subdomain=${'x'.repeat(300)}`,
    });
    expectFailure(long, 400, 'VALIDATION_ERROR', { path: 'subdomain' });
  });
});

describe('odd hosts', () => {
  it('a trailing dot names the same company: its token works there, a super admin’s does not', async ({
    admin,
    me,
    owners: [owner],
  }) => {
    const dotted = { host: 'hosted.localhost.' };
    expectSuccess(await me({ ...dotted, authorization: owner.authorization! }), 'GET', '/api/auth/me');
    expectFailure(await me({ ...dotted, authorization: admin.authorization! }), 401, 'UNAUTHORIZED');
    expectSuccess(await me({ host: 'admin.localhost.', authorization: admin.authorization! }), 'GET', '/api/auth/me');
  });

  it.for(['evil.example', '127.0.0.1:3000', 'localhost.evil.example', 'hosted.localhost..'])(
    'a host the server does not serve (%s) answers 400 whatever the token',
    async (host, { server, admin, me, owners: [owner] }) => {
      for (const token of [admin, owner]) {
        const res = await me({ host, authorization: token.authorization! });
        expectFailure(res, 400, 'BAD_REQUEST');
        expect(res.body.message).toContain('does not serve the host');
      }
      const withHeader = await me({ host, 'x-subdomain': 'hosted', authorization: owner.authorization! });
      expectFailure(withHeader, 400, 'BAD_REQUEST');
      const code = await call(server.app, {
        method: 'POST',
        url: '/api/auth/request-code',
        headers: { host },
        payload: { email: 'root@example.com' },
      });
      expectFailure(code, 400, 'BAD_REQUEST');
    },
  );

  it('the api host serves what X-Subdomain names, and nothing without it', async ({ admin, me, owners: [owner] }) => {
    const api = { host: 'api.localhost' };
    expectFailure(await me({ ...api, authorization: admin.authorization! }), 400, 'BAD_REQUEST');
    expectSuccess(
      await me({ ...api, 'x-subdomain': 'admin', authorization: admin.authorization! }),
      'GET',
      '/api/auth/me',
    );
    expectSuccess(
      await me({ ...api, 'x-subdomain': 'hosted', authorization: owner.authorization! }),
      'GET',
      '/api/auth/me',
    );
    expectFailure(
      await me({ ...api, 'x-subdomain': 'hosted', authorization: admin.authorization! }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('health answers on any host (load balancers probe by address)', async ({ server }) => {
    const res = await call(server.app, { method: 'GET', url: '/api/health', headers: { host: '10.0.0.7:3000' } });
    expect(res.status).toBe(200);
  });
});
