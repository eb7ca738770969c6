/**
 * Two-factor sign-in end to end through the procedures: enrolment from one's settings, sign-in's
 * second step (app code, recovery code, replay, wrong codes), turning it off with step-up, and a
 * requirement set by the company's owner or the platform's configuration.
 */
import { describe, expect } from 'vitest';

import { LOGIN_CODE, MESSAGES } from '@app/contracts';

import { companyEvents } from '../../kit/security-log/test-fixtures';
import { appTest } from '../../testing/fixtures';
import { platformHost, seedSuperAdmin, tenantHost } from '../../testing/harness';
import { hashPassword } from '../passwords';
import type { SignInAnswer } from '../sign-in';
import { addTestUser, bearer, createTestCompany, failureOf, freshIp, latestCode, tokensOf } from '../test-support';
import { totpCodeAt } from './totp';

const STEP_MS = 30_000;

function challengeOf(answer: SignInAnswer) {
  if (!('twoFactorRequired' in answer)) throw new Error('expected a challenge, got tokens');
  return answer;
}

/**
 * `appCode`: the app's code for now, or `steps` thirty-second steps from now; `firstFactor`: a
 * code sign-in's answer; `enrolled`: a company user with two-factor sign-in on, with its secret and
 * recovery codes.
 */
const it = appTest()
  .extend(
    'appCode',
    { scope: 'file' },
    ({ app }) =>
      (secret: string, steps = 0) =>
        totpCodeAt(secret, new Date(app.deps.now().getTime() + steps * STEP_MS)),
  )
  .extend(
    'firstFactor',
    { scope: 'file' },
    ({ app }) =>
      async (host: { host: string }, email: string): Promise<SignInAnswer> => {
        await app.call({ ...host, ip: freshIp() }).auth.requestCode({ email });
        return app.call({ ...host, ip: freshIp() }).auth.verifyCode({ email, code: (await latestCode(app, email))! });
      },
  )
  .extend(
    'enrolled',
    { scope: 'file' },
    ({ app, appCode, firstFactor }) =>
      async (subdomain: string, email: string) => {
        const session = tokensOf(await firstFactor(tenantHost(subdomain), email));
        const me = app.call({ ...tenantHost(subdomain), ip: freshIp(), authorization: bearer(session.accessToken) });
        const setup = await me.auth.twoFactorSetup();
        const { recoveryCodes } = await me.auth.twoFactorConfirm({ code: appCode(setup.secret) });
        return { me, secret: setup.secret, recoveryCodes, session };
      },
  );

describe('enrolment from settings', () => {
  it('starts with a secret and QR code, confirms with an app code, and answers ten recovery codes', async ({
    app,
    appCode,
    firstFactor,
  }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'tf-enrol' });
    const session = tokensOf(await firstFactor(tenantHost('tf-enrol'), owner.email));
    const me = app.call({ ...tenantHost('tf-enrol'), ip: freshIp(), authorization: bearer(session.accessToken) });
    expect((await failureOf(me.auth.twoFactorConfirm({ code: '123456' }))).message).toBe(
      MESSAGES.auth.twoFactorSetupFirst,
    );
    const setup = await me.auth.twoFactorSetup();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toContain('issuer=Company%20tf-enrol');
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const wrong = await failureOf(me.auth.twoFactorConfirm({ code: appCode(setup.secret, 5) }));
    expect(wrong.errors).toEqual([{ path: 'code', msg: MESSAGES.auth.twoFactorCodeInvalid }]);
    expect((await me.auth.me()).user.twoFactorEnabled).toBe(false);

    const { recoveryCodes } = await me.auth.twoFactorConfirm({ code: appCode(setup.secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect((await me.auth.me()).user.twoFactorEnabled).toBe(true);
    expect((await failureOf(me.auth.twoFactorSetup())).message).toBe(MESSAGES.auth.twoFactorAlreadyOn);
    expect((await companyEvents(app, company.id)).map((e) => e.type)).toContain('two_factor_enabled');
  });
});

describe("sign-in's second step", () => {
  it('a code or password sign-in answers a challenge, not tokens; an app code completes it once', async ({
    app,
    appCode,
    firstFactor,
    enrolled,
  }) => {
    const { company } = await createTestCompany(app, { subdomain: 'tf-sign' });
    await addTestUser(app, company.id, {
      email: 'two@tf.io',
      name: 'Tess',
      passwordHash: await hashPassword('pass word 1'),
    });
    const { secret } = await enrolled('tf-sign', 'two@tf.io');
    const host = tenantHost('tf-sign');

    const byCode = challengeOf(await firstFactor(host, 'two@tf.io'));
    expect(byCode).toEqual({ twoFactorRequired: true, twoFactorSetupRequired: false, challenge: expect.any(String) });
    const wrong = await failureOf(app.call(host).auth.twoFactor({ challenge: byCode.challenge, code: '000000' }));
    expect(wrong.errors).toEqual([{ path: 'code', msg: MESSAGES.auth.twoFactorCodeInvalid }]);
    // The code used to confirm the enrolment a moment ago is spent; the next step's is not.
    const replayed = await failureOf(
      app.call(host).auth.twoFactor({ challenge: byCode.challenge, code: appCode(secret) }),
    );
    expect(replayed.errors).toEqual([{ path: 'code', msg: MESSAGES.auth.twoFactorCodeInvalid }]);
    const signedIn = await app.call(host).auth.twoFactor({ challenge: byCode.challenge, code: appCode(secret, 1) });
    expect(signedIn.user).toMatchObject({ email: 'two@tf.io', twoFactorEnabled: true });
    expect(signedIn.recoveryCodes).toBeUndefined();
    // A challenge completes one sign-in only.
    const again = await failureOf(
      app.call(host).auth.twoFactor({ challenge: byCode.challenge, code: appCode(secret, 1) }),
    );
    expect(again.errors).toEqual([{ path: 'challenge', msg: MESSAGES.auth.twoFactorChallengeExpired }]);

    const byPassword = challengeOf(
      await app.call({ ...host, ip: freshIp() }).auth.login({ email: 'two@tf.io', password: 'pass word 1' }),
    );
    expect(byPassword.twoFactorRequired).toBe(true);
    const events = (await companyEvents(app, company.id)).filter((e) => e.type.startsWith('sign_in_'));
    expect(events.map((e) => [e.type, e.detail])).toContainEqual([
      'sign_in_succeeded',
      { method: 'two-factor', secondFactor: 'totp' },
    ]);
  });

  it('a recovery code signs in once; wrong codes end the challenge; a challenge opens no other company', async ({
    app,
    firstFactor,
    enrolled,
  }) => {
    const { company } = await createTestCompany(app, { subdomain: 'tf-recover' });
    await createTestCompany(app, { subdomain: 'tf-elsewhere' });
    await addTestUser(app, company.id, { email: 'lost@tf.io', name: 'Lou' });
    const { recoveryCodes } = await enrolled('tf-recover', 'lost@tf.io');
    const host = tenantHost('tf-recover');
    const [first] = recoveryCodes as [string];

    const one = challengeOf(await firstFactor(host, 'lost@tf.io'));
    const elsewhere = await failureOf(
      app.call(tenantHost('tf-elsewhere')).auth.twoFactor({ challenge: one.challenge, code: first }),
    );
    expect(elsewhere.errors).toEqual([{ path: 'challenge', msg: MESSAGES.auth.twoFactorChallengeExpired }]);
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    await expect(app.call(host).auth.twoFactor({ challenge: one.challenge, code: typed })).resolves.toHaveProperty(
      'accessToken',
    );

    const two = challengeOf(await firstFactor(host, 'lost@tf.io'));
    const reused = await failureOf(app.call(host).auth.twoFactor({ challenge: two.challenge, code: first }));
    expect(reused.errors).toEqual([{ path: 'code', msg: MESSAGES.auth.twoFactorCodeInvalid }]);
    for (let i = 1; i < LOGIN_CODE.maxWrongTries - 1; i++) {
      await failureOf(app.call(host).auth.twoFactor({ challenge: two.challenge, code: '000000' }));
    }
    const last = await failureOf(app.call(host).auth.twoFactor({ challenge: two.challenge, code: '000000' }));
    expect(last.errors).toEqual([{ path: 'challenge', msg: MESSAGES.auth.codeTooManyTries }]);
    const dead = await failureOf(app.call(host).auth.twoFactor({ challenge: two.challenge, code: recoveryCodes[1]! }));
    expect(dead.errors).toEqual([{ path: 'challenge', msg: MESSAGES.auth.codeTooManyTries }]);
  });
});

describe('turning it off', () => {
  it('needs a step-up proof, ends the other sessions and mails the account', async ({
    app,
    appCode,
    firstFactor,
    enrolled,
  }) => {
    const { company } = await createTestCompany(app, { subdomain: 'tf-off' });
    await addTestUser(app, company.id, { email: 'off@tf.io', name: 'Otto' });
    const { me, secret } = await enrolled('tf-off', 'off@tf.io');
    const other = challengeOf(await firstFactor(tenantHost('tf-off'), 'off@tf.io'));
    const otherSession = await app
      .call(tenantHost('tf-off'))
      .auth.twoFactor({ challenge: other.challenge, code: appCode(secret, 1) });

    const bare = await failureOf(me.auth.twoFactorDisable({}));
    expect(bare.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeRequired }]);
    const wrong = await failureOf(me.auth.twoFactorDisable({ totpCode: '000000' }));
    expect(wrong.errors).toEqual([{ path: 'totpCode', msg: MESSAGES.auth.twoFactorCodeInvalid }]);
    // Every step up to one ahead is spent by now: a minute later the app shows a fresh one.
    app.clock.now = new Date(Date.now() + 2 * STEP_MS);
    try {
      await expect(me.auth.twoFactorDisable({ totpCode: appCode(secret) })).resolves.toEqual({
        message: MESSAGES.auth.twoFactorDisabled,
      });
    } finally {
      app.clock.now = undefined;
    }
    expect((await me.auth.me()).user.twoFactorEnabled).toBe(false);
    const ended = app.call({ ...tenantHost('tf-off'), authorization: bearer(otherSession.accessToken) });
    expect((await failureOf(ended.auth.me())).status).toBe(401);
    // Signing in takes one factor again.
    expect(await firstFactor(tenantHost('tf-off'), 'off@tf.io')).toHaveProperty('accessToken');
    expect((await companyEvents(app, company.id)).map((e) => e.type)).toContain('two_factor_disabled');
  });
});

describe('required by the company or the platform', () => {
  it('the owner requires it; a member without it enrols at their next sign-in; admins may not change it', async ({
    app,
    appCode,
    firstFactor,
  }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'tf-required' });
    const admin = await addTestUser(app, company.id, { email: 'adm@tf.io', name: 'Ada', role: 'admin' });
    await addTestUser(app, company.id, { email: 'new@tf.io', name: 'Nia' });
    const host = tenantHost('tf-required');
    const ownerSession = tokensOf(await firstFactor(host, owner.email));
    const adminSession = tokensOf(await firstFactor(host, admin.email));
    const asAdmin = app.call({ ...host, authorization: bearer(adminSession.accessToken) });
    expect((await failureOf(asAdmin.company.settings.update({ requireTwoFactor: true }))).status).toBe(403);
    const asOwner = app.call({ ...host, authorization: bearer(ownerSession.accessToken) });
    const saved = await asOwner.company.settings.update({ requireTwoFactor: true });
    expect(saved.company.settings.requireTwoFactor).toBe(true);

    const due = challengeOf(await firstFactor(host, 'new@tf.io'));
    expect(due.twoFactorSetupRequired).toBe(true);
    const setup = await app.call(host).auth.twoFactorEnrol({ challenge: due.challenge });
    const done = await app.call(host).auth.twoFactor({ challenge: due.challenge, code: appCode(setup.secret) });
    expect(done.recoveryCodes).toHaveLength(10);
    expect(done.user).toMatchObject({ email: 'new@tf.io', twoFactorEnabled: true });
  });

  it('SUPER_ADMIN_TWO_FACTOR=required leads a super admin through enrolment', async ({ app, appCode, firstFactor }) => {
    await seedSuperAdmin(app, 'root-tf@example.com', 'Rae Root');
    app.deps.config.requireSuperAdminTwoFactor = true;
    try {
      const due = challengeOf(await firstFactor(platformHost, 'root-tf@example.com'));
      expect(due.twoFactorSetupRequired).toBe(true);
      const setup = await app.call(platformHost).auth.twoFactorEnrol({ challenge: due.challenge });
      expect(setup.otpauthUrl).toContain('issuer=Admin');
      const done = await app
        .call(platformHost)
        .auth.twoFactor({ challenge: due.challenge, code: appCode(setup.secret) });
      expect(done.user).toMatchObject({ role: 'super_admin', twoFactorEnabled: true });
    } finally {
      app.deps.config.requireSuperAdminTwoFactor = false;
    }
  });
});
