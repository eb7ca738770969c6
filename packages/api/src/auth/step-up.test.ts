/**
 * A stolen access token must not become a permanent login: setting, changing or removing a
 * password needs a proof beyond the token (a code mailed to the account, or the current password).
 */
import { describe, expect } from 'vitest';

import { MESSAGES, RATE_LIMITS } from '@app/contracts';
import { withTenant, eq, tenantTables } from '@app/db';

import { tenantHost } from '../testing/harness';
import { hashPassword } from './passwords';
import { signInTest } from './test-fixtures';
import {
  addTestUser,
  bearer,
  createTestCompany,
  failureOf,
  freshIp,
  latestCode,
  mailsTo,
  tokensOf,
} from './test-support';

const { users } = tenantTables;

/**
 * `asUser`: calls on a company's host with an access token; `passwordOf`: the stored password
 * hash of a company user, or null; `stepUpCodeFor`: a step-up code mailed to the account of an
 * access token, as its owner reads it from the inbox.
 */
const it = signInTest()
  .extend(
    'asUser',
    { scope: 'file' },
    ({ app }) =>
      (subdomain: string, accessToken: string) =>
        app.call({ ...tenantHost(subdomain), ip: freshIp(), authorization: bearer(accessToken) }),
  )
  .extend(
    'passwordOf',
    { scope: 'file' },
    ({ app }) =>
      async (companyId: number, email: string) =>
        withTenant(app.deps.db, companyId, async (tx) => {
          const [row] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
          return row?.hash ?? null;
        }),
  )
  .extend(
    'stepUpCodeFor',
    { scope: 'file' },
    ({ app, asUser }) =>
      async (subdomain: string, accessToken: string, email: string) => {
        await asUser(subdomain, accessToken).auth.requestStepUpCode();
        return (await latestCode(app, email))!;
      },
  );

describe('step-up for password changes', () => {
  it('a stolen token alone cannot give a passwordless account a password', async ({
    app,
    signIn,
    asUser,
    passwordOf,
  }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'stepup-a' });
    const stolen = await signIn(tenantHost('stepup-a'), owner.email);
    const attacker = asUser('stepup-a', stolen.accessToken);

    const bare = await failureOf(attacker.auth.changePassword({ newPassword: 'attacker password 1' }));
    expect(bare).toMatchObject({
      status: 400,
      errors: [{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeRequired }],
    });
    const guessed = await failureOf(
      attacker.auth.changePassword({ newPassword: 'attacker password 1', currentPassword: 'anything at all' }),
    );
    expect(guessed.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeRequired }]);
    const wrongCode = await failureOf(
      attacker.auth.changePassword({ newPassword: 'attacker password 1', stepUpCode: '123456' }),
    );
    expect(wrongCode.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeInvalid }]);
    // Asking for a code sends it to the owner's inbox, never to the caller.
    await expect(attacker.auth.requestStepUpCode()).resolves.toEqual({ message: MESSAGES.auth.stepUpCodeSent });
    const newest = (await mailsTo(app, owner.email)).at(-1)!;
    expect(newest.subject).toBe('Your confirmation code');
    expect(await passwordOf(company.id, owner.email)).toBeNull();
  });

  it('the owner can always remove a password someone else set, by proving the inbox', async ({
    app,
    signIn,
    asUser,
    passwordOf,
    stepUpCodeFor,
  }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'stepup-b' });
    // Set earlier by someone who held a session; the owner does not know it.
    await withTenant(app.deps.db, company.id, async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword('unknown to owner') })
        .where(eq(users.id, owner.id));
    });
    const attackerLogin = tokensOf(
      await app
        .call({ ...tenantHost('stepup-b'), ip: freshIp() })
        .auth.login({ email: owner.email, password: 'unknown to owner' }),
    );

    const mine = await signIn(tenantHost('stepup-b'), owner.email);
    const me = asUser('stepup-b', mine.accessToken);
    const noProof = await failureOf(me.auth.removePassword({}));
    expect(noProof.errors).toEqual([{ path: 'currentPassword', msg: MESSAGES.auth.stepUpRequired }]);
    const stepUpCode = await stepUpCodeFor('stepup-b', mine.accessToken, owner.email);
    await expect(me.auth.removePassword({ stepUpCode })).resolves.toEqual({ message: MESSAGES.auth.passwordRemoved });

    expect(await passwordOf(company.id, owner.email)).toBeNull();
    // The attacker's password sign-in is over, and the password no longer opens the account.
    expect((await failureOf(asUser('stepup-b', attackerLogin.accessToken).auth.me())).status).toBe(401);
    const again = await failureOf(
      app
        .call({ ...tenantHost('stepup-b'), ip: freshIp() })
        .auth.login({ email: owner.email, password: 'unknown to owner' }),
    );
    expect(again.status).toBe(401);
    // The owner's own session lives on, and the account was told.
    expect((await me.auth.me()).user.hasPassword).toBe(false);
    expect((await mailsTo(app, owner.email)).at(-1)!.subject).toBe('Your password was removed (Company stepup-b)');
    // Nothing left to remove.
    expect((await failureOf(me.auth.removePassword({ stepUpCode: '000000' }))).message).toBe(
      MESSAGES.auth.noPasswordToRemove,
    );
  });

  it('a step-up code is single use, for its account, realm and purpose only', async ({
    app,
    signIn,
    asUser,
    passwordOf,
    stepUpCodeFor,
  }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'stepup-c' });
    await createTestCompany(app, { subdomain: 'stepup-d', ownerEmail: owner.email });
    const here = await signIn(tenantHost('stepup-c'), owner.email);
    const there = await signIn(tenantHost('stepup-d'), owner.email);
    const stepUpCode = await stepUpCodeFor('stepup-c', here.accessToken, owner.email);

    // Not a sign-in code, and not valid in another company for the same address.
    const asSignIn = await failureOf(
      app.call({ ...tenantHost('stepup-c'), ip: freshIp() }).auth.verifyCode({ email: owner.email, code: stepUpCode }),
    );
    expect(asSignIn.status).toBe(400);
    const elsewhere = await failureOf(
      asUser('stepup-d', there.accessToken).auth.changePassword({ newPassword: 'new password 77', stepUpCode }),
    );
    expect(elsewhere.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeInvalid }]);

    await asUser('stepup-c', here.accessToken).auth.changePassword({ newPassword: 'new password 77', stepUpCode });
    const reused = await failureOf(
      asUser('stepup-c', here.accessToken).auth.changePassword({ newPassword: 'new password 88', stepUpCode }),
    );
    expect(reused.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeInvalid }]);
    expect(await passwordOf(company.id, owner.email)).not.toBeNull();
    expect((await mailsTo(app, owner.email)).at(-1)!.subject).toBe(
      'A password was set on your account (Company stepup-c)',
    );

    // A sign-in code does not serve as a step-up code either.
    await app.call({ ...tenantHost('stepup-c'), ip: freshIp() }).auth.requestCode({ email: owner.email });
    const signInCode = (await latestCode(app, owner.email))!;
    const wrongPurpose = await failureOf(
      asUser('stepup-c', here.accessToken).auth.removePassword({ stepUpCode: signInCode }),
    );
    expect(wrongPurpose.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeInvalid }]);
  });

  it('limits step-up codes mailed and proofs tried per account', async ({ app, signIn, asUser }) => {
    const { company } = await createTestCompany(app, { subdomain: 'stepup-e' });
    await addTestUser(app, company.id, { email: 'busy@example.com' });
    const session = await signIn(tenantHost('stepup-e'), 'busy@example.com');
    const me = asUser('stepup-e', session.accessToken);
    for (let i = 0; i < RATE_LIMITS.stepUpCodePerAccount.max; i++) await me.auth.requestStepUpCode();
    expect((await failureOf(me.auth.requestStepUpCode())).status).toBe(429);
    for (let i = 0; i < RATE_LIMITS.stepUpChecksPerAccount.max; i++) {
      await failureOf(me.auth.changePassword({ newPassword: 'new password 99', stepUpCode: '000000' }));
    }
    const over = await failureOf(me.auth.changePassword({ newPassword: 'new password 99', stepUpCode: '000000' }));
    expect(over.status).toBe(429);
  });

  it('sign out everywhere also ends sessions made by password sign-in', async ({ app, signIn, asUser }) => {
    const { company } = await createTestCompany(app, { subdomain: 'stepup-f' });
    await addTestUser(app, company.id, {
      email: 'pw-user@example.com',
      passwordHash: await hashPassword('pass word 12'),
    });
    const byPassword = tokensOf(
      await app
        .call({ ...tenantHost('stepup-f'), ip: freshIp() })
        .auth.login({ email: 'pw-user@example.com', password: 'pass word 12' }),
    );
    const byCode = await signIn(tenantHost('stepup-f'), 'pw-user@example.com');
    await asUser('stepup-f', byCode.accessToken).user.signOutEverywhere();
    expect((await failureOf(asUser('stepup-f', byPassword.accessToken).auth.me())).status).toBe(401);
    const refresh = await failureOf(
      app.call(tenantHost('stepup-f')).auth.refresh({ refreshToken: byPassword.refreshToken }),
    );
    expect(refresh.status).toBe(401);
  });
});
