import { describe, expect } from 'vitest';

import { MESSAGES, RATE_LIMITS } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { platformHost, seedSuperAdmin, tenantHost } from '../testing/harness';
import { hashPassword } from './passwords';
import { signInTest } from './test-fixtures';
import { addTestUser, bearer, createTestCompany, failureOf, freshIp, latestCode, tokensOf } from './test-support';

const { superAdmins } = platformTables;

const it = signInTest();

describe('password sign-in and change-password', () => {
  it('sets a first password with an emailed step-up code, then signs in with it', async ({ app, signIn }) => {
    await seedSuperAdmin(app, 'pw@example.com', 'Pat Password');
    const first = await signIn(platformHost, 'pw@example.com');
    const asAdmin = app.call({ ...platformHost, authorization: bearer(first.accessToken) });
    expect((await asAdmin.auth.me()).user.hasPassword).toBe(false);
    await asAdmin.auth.requestStepUpCode();
    const stepUpCode = (await latestCode(app, 'pw@example.com'))!;
    await expect(asAdmin.auth.changePassword({ newPassword: 'correct horse battery', stepUpCode })).resolves.toEqual({
      message: MESSAGES.auth.passwordSet,
    });
    const [row] = await app.deps.db.select().from(superAdmins).where(eq(superAdmins.email, 'pw@example.com'));
    expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);

    const signedIn = tokensOf(
      await app
        .call({ ...platformHost, ip: freshIp() })
        .auth.login({ email: 'PW@example.com', password: 'correct horse battery' }),
    );
    expect(signedIn.user).toMatchObject({ email: 'pw@example.com', role: 'super_admin', hasPassword: true });
    expect((await app.call({ ...platformHost, authorization: bearer(signedIn.accessToken) }).auth.me()).user.name).toBe(
      'Pat Password',
    );
  });

  it('answers unknown email, no password and wrong password alike with 401', async ({ app }) => {
    const { company } = await createTestCompany(app, { subdomain: 'oscar' });
    await addTestUser(app, company.id, { email: 'nopw@example.com' });
    await addTestUser(app, company.id, {
      email: 'haspw@example.com',
      passwordHash: await hashPassword('right password'),
    });
    await addTestUser(app, company.id, {
      email: 'off@example.com',
      isActive: false,
      passwordHash: await hashPassword('right password'),
    });
    const attempts = [
      { email: 'unknown@example.com', password: 'whatever' },
      { email: 'nopw@example.com', password: 'whatever' },
      { email: 'haspw@example.com', password: 'wrong password' },
      { email: 'off@example.com', password: 'right password' },
    ];
    for (const attempt of attempts) {
      const failure = await failureOf(app.call({ ...tenantHost('oscar'), ip: freshIp() }).auth.login(attempt));
      expect(failure).toEqual({
        code: 'UNAUTHORIZED',
        status: 401,
        message: MESSAGES.auth.invalidCredentials,
        errors: undefined,
      });
    }
    const ok = tokensOf(
      await app
        .call({ ...tenantHost('oscar'), ip: freshIp() })
        .auth.login({ email: 'haspw@example.com', password: 'right password' }),
    );
    expect(ok.user).toMatchObject({ email: 'haspw@example.com', company: { subdomain: 'oscar' } });
    // A password of company oscar does not open the admin host.
    const elsewhere = await failureOf(
      app
        .call({ ...platformHost, ip: freshIp() })
        .auth.login({ email: 'haspw@example.com', password: 'right password' }),
    );
    expect(elsewhere.status).toBe(401);
  });

  it('replacing a password needs the current one (or a step-up code) and ends the other sessions', async ({ app }) => {
    const { company } = await createTestCompany(app, { subdomain: 'papa' });
    await addTestUser(app, company.id, {
      email: 'mover@example.com',
      passwordHash: await hashPassword('old password 1'),
    });
    const here = tokensOf(
      await app
        .call({ ...tenantHost('papa'), ip: freshIp() })
        .auth.login({ email: 'mover@example.com', password: 'old password 1' }),
    );
    const there = tokensOf(
      await app
        .call({ ...tenantHost('papa'), ip: freshIp() })
        .auth.login({ email: 'mover@example.com', password: 'old password 1' }),
    );
    const caller = app.call({ ...tenantHost('papa'), authorization: bearer(here.accessToken) });

    const missing = await failureOf(caller.auth.changePassword({ newPassword: 'new password 2' }));
    expect(missing).toMatchObject({
      status: 400,
      errors: [{ path: 'currentPassword', msg: MESSAGES.auth.stepUpRequired }],
    });
    const wrong = await failureOf(
      caller.auth.changePassword({ currentPassword: 'nope', newPassword: 'new password 2' }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      message: MESSAGES.auth.currentPasswordWrong,
      errors: [{ path: 'currentPassword' }],
    });
    const tooShort = await failureOf(
      caller.auth.changePassword({ currentPassword: 'old password 1', newPassword: 'short' }),
    );
    expect(tooShort).toMatchObject({ status: 400, errors: [{ path: 'newPassword' }] });

    await caller.auth.changePassword({ currentPassword: 'old password 1', newPassword: 'new password 2' });
    // This session lives on; the other one is over.
    expect((await caller.auth.me()).user.email).toBe('mover@example.com');
    expect(
      (await failureOf(app.call({ ...tenantHost('papa'), authorization: bearer(there.accessToken) }).auth.me())).status,
    ).toBe(401);
    expect(
      (await failureOf(app.call(tenantHost('papa')).auth.refresh({ refreshToken: there.refreshToken }))).status,
    ).toBe(401);

    const old = await failureOf(
      app
        .call({ ...tenantHost('papa'), ip: freshIp() })
        .auth.login({ email: 'mover@example.com', password: 'old password 1' }),
    );
    expect(old.status).toBe(401);
    await expect(
      app
        .call({ ...tenantHost('papa'), ip: freshIp() })
        .auth.login({ email: 'mover@example.com', password: 'new password 2' }),
    ).resolves.toHaveProperty('refreshToken');
  });

  it('change-password needs a signed-in caller', async ({ app }) => {
    const failure = await failureOf(app.call(platformHost).auth.changePassword({ newPassword: 'new password 3' }));
    expect(failure.status).toBe(401);
  });

  it('limits password attempts per email', async ({ app }) => {
    await seedSuperAdmin(app, 'brute@example.com');
    for (let i = 0; i < RATE_LIMITS.passwordLoginPerEmail.max; i++) {
      await failureOf(
        app.call({ ...platformHost, ip: freshIp() }).auth.login({ email: 'brute@example.com', password: `guess ${i}` }),
      );
    }
    const over = await failureOf(
      app.call({ ...platformHost, ip: freshIp() }).auth.login({ email: 'brute@example.com', password: 'guess' }),
    );
    expect(over.status).toBe(429);
  });
});
