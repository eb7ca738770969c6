/**
 * Tenant isolation, end to end over HTTP: every way a request of company A could reach company B
 * (or cross the platform/tenant line) is refused. Real PostgreSQL, real tokens from the code flow.
 */
import { SignJWT } from 'jose';
import { describe, expect } from 'vitest';

import { connectDatabase, sql } from '@app/db';

import { createServer } from '../server';
import { call, expectFailure, PLATFORM, tenant } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { signInWithCode } from './sign-in';

/**
 * `it` with companies alpha and bravo, made by the super admin (restTest), and for the file:
 * - `alphaOwner` and `bravoOwner`: their owners' tokens, from the code sign-in on their own hosts;
 * - `onePool`: a second server on the same database through a single pooled connection, and its
 *   database;
 * - `me`: GET /api/auth/me on a host with a token (and more headers).
 */
const it = restTest({ companies: ['alpha', 'bravo'] })
  .extend('alphaOwner', { scope: 'file' }, ({ server }) =>
    signInWithCode(server.app, server.harness, 'alpha.localhost', 'owner@alpha.io'),
  )
  .extend('bravoOwner', { scope: 'file' }, ({ server }) =>
    signInWithCode(server.app, server.harness, 'bravo.localhost', 'owner@bravo.io'),
  )
  .extend('onePool', { scope: 'test' }, async ({ server }, { onCleanup }) => {
    const single = connectDatabase(server.harness.database.url, { max: 1 });
    const onePool = await createServer({ deps: { ...server.harness.deps, db: single.db } });
    onCleanup(async () => {
      await onePool.stop();
      await single.close();
    });
    return { app: onePool.app, db: single.db };
  })
  .extend(
    'me',
    { scope: 'file' },
    ({ server }) =>
      (host: string, token: string, extra: Record<string, string> = {}) =>
        call(server.app, {
          method: 'GET',
          url: '/api/auth/me',
          headers: { host, authorization: `Bearer ${token}`, ...extra },
        }),
  );

describe('cross-tenant isolation', () => {
  it('serves each owner on their own host', async ({ me, alphaOwner, bravoOwner }) => {
    const a = await me('alpha.localhost', alphaOwner.accessToken);
    const b = await me('bravo.localhost', bravoOwner.accessToken);
    expect(a.body.data).toMatchObject({ user: { email: 'owner@alpha.io', company: { subdomain: 'alpha' } } });
    expect(b.body.data).toMatchObject({ user: { email: 'owner@bravo.io', company: { subdomain: 'bravo' } } });
  });

  it("refuses A's token on B's host", async ({ me, alphaOwner }) => {
    expectFailure(await me('bravo.localhost', alphaOwner.accessToken), 401, 'UNAUTHORIZED');
  });

  it("refuses A's token with X-Subdomain of B on the api and platform hosts", async ({ me, alphaOwner }) => {
    expectFailure(await me('api.localhost', alphaOwner.accessToken, { 'x-subdomain': 'bravo' }), 401, 'UNAUTHORIZED');
    expectFailure(await me('admin.localhost', alphaOwner.accessToken, { 'x-subdomain': 'bravo' }), 401, 'UNAUTHORIZED');
    // ...and a tenant host whose header names another company is refused outright.
    expectFailure(await me('alpha.localhost', alphaOwner.accessToken, { 'x-subdomain': 'bravo' }), 400, 'BAD_REQUEST');
  });

  it('refuses a super-admin token on a tenant host and a tenant token on the platform host', async ({
    server,
    admin,
    me,
    alphaOwner,
  }) => {
    const superToken = admin.authorization!.slice('Bearer '.length);
    expectFailure(await me('alpha.localhost', superToken), 401, 'UNAUTHORIZED');
    const list = await call(server.app, {
      method: 'GET',
      url: '/api/super-admin/companies',
      headers: { ...PLATFORM, authorization: `Bearer ${alphaOwner.accessToken}` },
    });
    expectFailure(list, 401, 'UNAUTHORIZED');
  });

  it('refuses forged tokens: another secret, alg none, a re-targeted audience', async ({
    me,
    alphaOwner,
    companies: [, bravo],
  }) => {
    const [header, payload] = alphaOwner.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;

    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expectFailure(await me('alpha.localhost', otherSecret), 401, 'UNAUTHORIZED');

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expectFailure(await me('alpha.localhost', none), 401, 'UNAUTHORIZED');

    const retargeted = Buffer.from(JSON.stringify({ ...claims, aud: String(bravo.id) })).toString('base64url');
    const signature = alphaOwner.accessToken.split('.')[2];
    expectFailure(await me('bravo.localhost', `${header}.${retargeted}.${signature}`), 401, 'UNAUTHORIZED');
  });

  it("refuses A's login code verified on B's host", async ({ server }) => {
    await call(server.app, {
      method: 'POST',
      url: '/api/auth/request-code',
      headers: tenant('alpha'),
      payload: { email: 'owner@alpha.io' },
    });
    const { latestCode } = await import('../testing/rest');
    const code = await latestCode(server.harness, 'owner@alpha.io');
    // The same person also exists at B: the code of A must still not work there.
    const res = await call(server.app, {
      method: 'POST',
      url: '/api/auth/verify-code',
      headers: tenant('bravo'),
      payload: { email: 'owner@alpha.io', code },
    });
    expect(res.status).toBe(400);
  });

  it("refuses A's refresh token on B's host and on the platform host", async ({ server, alphaOwner }) => {
    for (const host of ['bravo.localhost', 'admin.localhost']) {
      const res = await call(server.app, {
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { host },
        payload: { refreshToken: alphaOwner.refreshToken },
      });
      expect(res.status).toBe(401);
    }
  });

  it("does not serve A's files with a link made for B's file", async ({
    server,
    companies: [alpha, bravo],
    bravoOwner,
  }) => {
    const fileA = `companies/${alpha.id}/notes/00000000-0000-4000-8000-000000000000.pdf`;
    const { signedFileUrl } = await import('@app/api/services/files/signed-url');
    const claims = JSON.parse(Buffer.from(bravoOwner.accessToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      string
    >;
    const bravoViewer = { audience: claims.aud!, sessionId: claims.sid!, userId: claims.sub! };
    const signedForB = new URL(
      signedFileUrl(
        server.harness.deps.config.jwtSecret,
        `companies/${bravo.id}/notes/00000000-0000-4000-8000-000000000000.pdf`,
        new Date(),
        bravoViewer,
      ),
      'http://x',
    );
    for (const headers of [PLATFORM, tenant('alpha'), tenant('bravo')]) {
      const res = await server.app.inject({ method: 'GET', url: `/api/files/${fileA}${signedForB.search}`, headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('one pooled connection serves A then B with the right schema each time, and never keeps a tenant path', async ({
    onePool,
    alphaOwner,
    bravoOwner,
  }) => {
    for (const [host, token, email] of [
      ['alpha.localhost', alphaOwner.accessToken, 'owner@alpha.io'],
      ['bravo.localhost', bravoOwner.accessToken, 'owner@bravo.io'],
      ['alpha.localhost', alphaOwner.accessToken, 'owner@alpha.io'],
      ['bravo.localhost', bravoOwner.accessToken, 'owner@bravo.io'],
    ] as const) {
      const res = await onePool.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { host, authorization: `Bearer ${token}` },
      });
      expect(res.json()).toMatchObject({ data: { user: { email } } });
      const [row] = await onePool.db.execute<{ current_schema: string }>(sql`select current_schema()`);
      expect(row!.current_schema).toBe('public');
    }
  });
});
