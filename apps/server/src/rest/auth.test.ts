import { describe, expect } from 'vitest';

import { MESSAGES, RATE_LIMITS } from '@app/contracts';
import { totpCodeAt } from '@app/api/auth/two-factor/totp';
import { seedSuperAdmin } from '@app/api/testing';

import { call, expectFailure, expectSuccess, latestCode, PLATFORM } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

let ipCounter = 0;
/** Each test signs in from an address of its own, so per-IP limits never leak between tests. */
const freshIp = () => `10.9.0.${++ipCounter}`;

/**
 * `post`: a JSON POST, from an address of its own unless given one; `signIn`: request-code then
 * verify-code on the platform host, as an integrator would.
 */
const it = restTest()
  .extend(
    'post',
    { scope: 'file' },
    ({ server }) =>
      (url: string, payload: object, headers: Record<string, string> = PLATFORM, remoteAddress = freshIp()) =>
        call(server.app, { method: 'POST', url, payload, headers, remoteAddress }),
  )
  .extend('signIn', { scope: 'file' }, ({ server, post }) => async (email: string) => {
    const ip = freshIp();
    expectSuccess(await post('/api/auth/request-code', { email }, PLATFORM, ip), 'POST', '/api/auth/request-code');
    const code = await latestCode(server.harness, email);
    const res = await post('/api/auth/verify-code', { email, code }, PLATFORM, ip);
    return {
      res,
      data: expectSuccess(res, 'POST', '/api/auth/verify-code') as {
        accessToken: string;
        refreshToken: string;
        user: { id: string; _id: string };
      },
    };
  });

describe('code sign-in', () => {
  it('request-code answers the same message for known and unknown accounts', async ({ server, post }) => {
    await seedSuperAdmin(server.harness, 'known@example.com');
    const known = await post('/api/auth/request-code', { email: 'known@example.com' });
    const unknown = await post('/api/auth/request-code', { email: 'nobody@example.com' });
    expectSuccess(known, 'POST', '/api/auth/request-code');
    expect(unknown.body).toEqual(known.body);
  });

  it('verify-code answers tokens and the user with _id', async ({ server, signIn }) => {
    await seedSuperAdmin(server.harness, 'coder@example.com');
    const { data } = await signIn('coder@example.com');
    expect(data.user).toMatchObject({ email: 'coder@example.com', _id: expect.any(String) });
    expect(data.user._id).toBe(data.user.id);
  });

  it('answers 400 naming the field for a bad email or a wrong code', async ({ post }) => {
    expectFailure(await post('/api/auth/request-code', { email: 'not-an-email' }), 400, 'VALIDATION_ERROR', {
      path: 'email',
    });
    expectFailure(
      await post('/api/auth/verify-code', { email: 'coder@example.com', code: '12' }),
      400,
      'VALIDATION_ERROR',
      { path: 'code' },
    );
    expectFailure(
      await post('/api/auth/verify-code', { email: 'coder@example.com', code: '000000' }),
      400,
      'VALIDATION_ERROR',
      {
        path: 'code',
        msg: 'Invalid or expired code',
      },
    );
  });

  it('answers 429 once request-code is repeated too often for one email', async ({ post }) => {
    const email = 'flood@example.com';
    for (let i = 0; i < RATE_LIMITS.requestCodePerEmail.max; i++) {
      expect((await post('/api/auth/request-code', { email })).status).toBe(200);
    }
    expectFailure(await post('/api/auth/request-code', { email }), 429, 'TOO_MANY_REQUESTS');
  });
});

describe('sessions: refresh, logout, me', () => {
  it('refresh rotates the pair; the old refresh token then answers 401', async ({ server, post, signIn }) => {
    await seedSuperAdmin(server.harness, 'rotor@example.com');
    const { data } = await signIn('rotor@example.com');
    const res = await post('/api/auth/refresh', { refreshToken: data.refreshToken });
    const fresh = expectSuccess(res, 'POST', '/api/auth/refresh');
    expect(fresh.refreshToken).not.toBe(data.refreshToken);
    expectFailure(await post('/api/auth/refresh', { refreshToken: data.refreshToken }), 401, 'UNAUTHORIZED');
    expectFailure(await post('/api/auth/refresh', {}), 400, 'VALIDATION_ERROR', {
      path: 'refreshToken',
      msg: 'refreshToken is required',
    });
  });

  it('me answers data.user for a bearer token, 401 without one', async ({ server, signIn }) => {
    await seedSuperAdmin(server.harness, 'me@example.com');
    const { data } = await signIn('me@example.com');
    const me = await call(server.app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...PLATFORM, authorization: `Bearer ${data.accessToken}` },
    });
    expect(expectSuccess(me, 'GET', '/api/auth/me').user).toMatchObject({
      email: 'me@example.com',
      role: 'super_admin',
    });
    expectFailure(
      await call(server.app, { method: 'GET', url: '/api/auth/me', headers: PLATFORM }),
      401,
      'UNAUTHORIZED',
    );
    const bad = await call(server.app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...PLATFORM, authorization: 'Bearer not.a.jwt' },
    });
    expectFailure(bad, 401, 'UNAUTHORIZED');
  });

  it('logout ends the session: its refresh token no longer works', async ({ server, post, signIn }) => {
    await seedSuperAdmin(server.harness, 'bye@example.com');
    const { data } = await signIn('bye@example.com');
    expectSuccess(await post('/api/auth/logout', { refreshToken: data.refreshToken }), 'POST', '/api/auth/logout');
    expectFailure(await post('/api/auth/refresh', { refreshToken: data.refreshToken }), 401, 'UNAUTHORIZED');
    expectFailure(await post('/api/auth/logout', {}), 400, 'VALIDATION_ERROR', { path: 'refreshToken' });
  });
});

describe('passwords: change-password and login', () => {
  it('sets a password, then signs in with it; wrong passwords answer 401 and then 429', async ({
    server,
    post,
    signIn,
  }) => {
    await seedSuperAdmin(server.harness, 'pw@example.com');
    const { data } = await signIn('pw@example.com');
    const auth = { ...PLATFORM, authorization: `Bearer ${data.accessToken}` };
    expectFailure(await post('/api/auth/change-password', { newPassword: 'short' }, auth), 400, 'VALIDATION_ERROR', {
      path: 'newPassword',
    });
    expectFailure(await post('/api/auth/change-password', { newPassword: 'long-enough-pw' }), 401, 'UNAUTHORIZED');
    // The access token alone is not enough: a code mailed to the account must confirm it.
    expectFailure(
      await post('/api/auth/change-password', { newPassword: 'long-enough-pw' }, auth),
      400,
      'VALIDATION_ERROR',
      {
        path: 'stepUpCode',
        msg: MESSAGES.auth.stepUpCodeRequired,
      },
    );
    expectSuccess(await post('/api/auth/step-up-code', {}, auth), 'POST', '/api/auth/step-up-code');
    const stepUpCode = await latestCode(server.harness, 'pw@example.com');
    const set = await post('/api/auth/change-password', { newPassword: 'long-enough-pw', stepUpCode }, auth);
    expect(expectSuccess(set, 'POST', '/api/auth/change-password')).toEqual({});
    expect(set.body.message).toBe(MESSAGES.auth.passwordSet);

    const login = await post('/api/auth/login', { email: 'pw@example.com', password: 'long-enough-pw' });
    expect(expectSuccess(login, 'POST', '/api/auth/login').user).toMatchObject({ email: 'pw@example.com' });
    expectFailure(await post('/api/auth/login', { email: 'pw@example.com' }), 400, 'VALIDATION_ERROR', {
      path: 'password',
      msg: 'Password is required',
    });

    const ip = freshIp();
    const wrong = () => post('/api/auth/login', { email: 'pw@example.com', password: 'nope-nope' }, PLATFORM, ip);
    expectFailure(await wrong(), 401, 'UNAUTHORIZED');
    let last = await wrong();
    for (let i = 0; i < RATE_LIMITS.passwordLoginPerEmail.max && last.status !== 429; i++) last = await wrong();
    expectFailure(last, 429, 'TOO_MANY_REQUESTS');
  });
});

describe('two-factor sign-in over REST', () => {
  it('set up, confirm, sign in with a challenge, and turn off with a step-up proof in the DELETE body', async ({
    server,
    post,
    signIn,
  }) => {
    await seedSuperAdmin(server.harness, 'tf@example.com');
    const { data } = await signIn('tf@example.com');
    const auth = { ...PLATFORM, authorization: `Bearer ${data.accessToken}` };
    const setup = expectSuccess(
      await post('/api/user/two-factor/setup', {}, auth),
      'POST',
      '/api/user/two-factor/setup',
    );
    const secret = setup.secret as string;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expectFailure(await post('/api/user/two-factor/confirm', { code: '12' }, auth), 400, 'VALIDATION_ERROR', {
      path: 'code',
    });
    const now = Date.now();
    const confirmed = await post('/api/user/two-factor/confirm', { code: totpCodeAt(secret, new Date(now)) }, auth);
    expect((expectSuccess(confirmed, 'POST', '/api/user/two-factor/confirm').recoveryCodes as string[]).length).toBe(
      10,
    );

    // verify-code now answers a challenge instead of tokens.
    const ip = freshIp();
    await post('/api/auth/request-code', { email: 'tf@example.com' }, PLATFORM, ip);
    const code = await latestCode(server.harness, 'tf@example.com');
    const first = await post('/api/auth/verify-code', { email: 'tf@example.com', code }, PLATFORM, ip);
    expect(first.status).toBe(200);
    const due = first.body.data!;
    expect(due).toEqual({ twoFactorRequired: true, twoFactorSetupRequired: false, challenge: expect.any(String) });
    const second = await post('/api/auth/two-factor', {
      challenge: due.challenge,
      code: totpCodeAt(secret, new Date(now + 30_000)),
    });
    expect(expectSuccess(second, 'POST', '/api/auth/two-factor')).toMatchObject({ accessToken: expect.any(String) });

    const off = (body: object) =>
      call(server.app, { method: 'DELETE', url: '/api/user/two-factor', headers: auth, payload: body });
    expectFailure(await off({}), 400, 'VALIDATION_ERROR', {
      path: 'stepUpCode',
      msg: MESSAGES.auth.stepUpCodeRequired,
    });
    expectSuccess(await post('/api/auth/step-up-code', {}, auth), 'POST', '/api/auth/step-up-code');
    const stepUpCode = await latestCode(server.harness, 'tf@example.com');
    const done = await off({ stepUpCode });
    expectSuccess(done, 'DELETE', '/api/user/two-factor');
    expect(done.body.message).toBe(MESSAGES.auth.twoFactorDisabled);
  });

  it('a company token cannot set up two-factor sign-in on the admin host, nor a stranger anywhere', async ({
    post,
  }) => {
    expectFailure(await post('/api/user/two-factor/setup', {}), 401, 'UNAUTHORIZED');
    expectFailure(await post('/api/auth/two-factor', { challenge: 'x.y', code: '123456' }), 400, 'VALIDATION_ERROR', {
      path: 'challenge',
    });
  });
});
