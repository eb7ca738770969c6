import { describe, expect } from 'vitest';

import { LOGIN_CODE, MESSAGES } from '@app/contracts';
import { eq, platformTables, tenantTables, withTenant } from '@app/db';

import { appTest } from '../testing/fixtures';
import { platformHost, seedSuperAdmin, tenantHost } from '../testing/harness';
import {
  addTestUser,
  bearer,
  createTestCompany,
  failureOf,
  freshIp,
  latestCode,
  mailCount,
  setCompany,
  tokensOf,
} from './test-support';

const { loginCodes } = platformTables;

/** `codeFor`: request a code on a host and read it from the outbox, as the person would from their mail. */
const it = appTest().extend(
  'codeFor',
  { scope: 'file' },
  ({ app }) =>
    async (host: { host: string }, email: string, ip = freshIp()) => {
      await app.call({ ...host, ip }).auth.requestCode({ email });
      return latestCode(app, email);
    },
);

/** Any six digits other than `code`. */
const otherThan = (code: string) =>
  String((Number(code) + 1) % 10 ** LOGIN_CODE.length).padStart(LOGIN_CODE.length, '0');

describe('sign-in with an email code', () => {
  it('signs a super admin in on the admin host', async ({ app }) => {
    const admin = await seedSuperAdmin(app, 'ada@example.com', 'Ada Admin');
    const answer = await app
      .call({ ...platformHost, ip: freshIp() })
      .auth.requestCode({ email: 'ADA@example.com', subdomain: 'admin' });
    expect(answer).toEqual({ message: MESSAGES.auth.codeSent });
    const code = await latestCode(app, 'ada@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const signedIn = tokensOf(await app.call(platformHost).auth.verifyCode({ email: 'ada@example.com', code: code! }));
    expect(signedIn.accessToken).toBeTruthy();
    expect(signedIn.refreshToken).toBeTruthy();
    expect(signedIn.user).toMatchObject({
      id: admin.id,
      _id: admin.id,
      email: 'ada@example.com',
      name: 'Ada Admin',
      role: 'super_admin',
      isActive: true,
    });
    expect(signedIn.user.lastLogin).not.toBeNull();

    const { user } = await app.call({ ...platformHost, authorization: bearer(signedIn.accessToken) }).auth.me();
    expect(user).toMatchObject({ id: admin.id, role: 'super_admin', profile: { avatar: null, phone: null } });
    expect('company' in user).toBe(false);
  });

  it('signs a company user in on the company host, with the company in the profile', async ({ app, codeFor }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'acme', name: 'Acme Ltd' });
    const code = await codeFor(tenantHost('acme'), owner.email);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await app.deps.db
      .select()
      .from(platformTables.mailOutbox)
      .where(eq(platformTables.mailOutbox.toAddress, owner.email));
    expect(mail!.subject).toBe('Your sign-in code');
    // The code is printed (no SMTP here) and never kept at rest.
    expect(mail!.textBody).not.toContain(code!);
    expect(app.printedMail.at(-1)).toContain('Acme Ltd');

    const signedIn = tokensOf(await app.call(tenantHost('acme')).auth.verifyCode({ email: owner.email, code: code! }));
    expect(signedIn.user).toMatchObject({
      id: owner.id,
      role: 'owner',
      company: { id: company.id, _id: company.id, name: 'Acme Ltd', subdomain: 'acme' },
    });

    const { user } = await app.call({ ...tenantHost('acme'), authorization: bearer(signedIn.accessToken) }).auth.me();
    expect(user).toMatchObject({ id: owner.id, _id: owner.id, email: owner.email, role: 'owner', isActive: true });
    expect(user.profile).toEqual({ avatar: null, phone: null, department: null, designation: null, dateOfBirth: null });

    // The same session over the X-Subdomain header of the platform host (how the SPA calls /api).
    const viaHeader = await app
      .call({ host: 'api.localhost', subdomainHeader: 'acme', authorization: bearer(signedIn.accessToken) })
      .auth.me();
    expect(viaHeader.user.id).toBe(owner.id);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async ({ app }) => {
    await seedSuperAdmin(app, 'known@example.com');
    const known = await app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'known@example.com' });
    const unknown = await app
      .call({ ...platformHost, ip: freshIp() })
      .auth.requestCode({ email: 'nobody@example.com' });
    expect(unknown).toEqual(known);
    expect(await mailCount(app, 'nobody@example.com')).toBe(0);
    const failure = await failureOf(
      app.call(platformHost).auth.verifyCode({ email: 'nobody@example.com', code: '123456' }),
    );
    expect(failure).toMatchObject({ status: 400, message: MESSAGES.auth.codeInvalid, errors: [{ path: 'code' }] });
  });

  it('sends no code to an inactive account', async ({ app }) => {
    const { company } = await createTestCompany(app, { subdomain: 'sleepy' });
    await addTestUser(app, company.id, { email: 'gone@example.com', isActive: false });
    const answer = await app
      .call({ ...tenantHost('sleepy'), ip: freshIp() })
      .auth.requestCode({ email: 'gone@example.com' });
    expect(answer).toEqual({ message: MESSAGES.auth.codeSent });
    expect(await mailCount(app, 'gone@example.com')).toBe(0);
  });

  it('stores only a hash of the code', async ({ app, codeFor }) => {
    await seedSuperAdmin(app, 'hash@example.com');
    const code = await codeFor(platformHost, 'hash@example.com');
    const rows = await app.deps.db.select().from(loginCodes).where(eq(loginCodes.email, 'hash@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code!);
    expect(rows[0]!.audience).toBe('platform');
  });

  it('refuses an expired code', async ({ app, codeFor }) => {
    await seedSuperAdmin(app, 'late@example.com');
    const code = await codeFor(platformHost, 'late@example.com');
    app.clock.now = new Date(Date.now() + LOGIN_CODE.ttlMs + 1000);
    try {
      const failure = await failureOf(
        app.call(platformHost).auth.verifyCode({ email: 'late@example.com', code: code! }),
      );
      expect(failure).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: MESSAGES.auth.codeInvalid,
        errors: [{ path: 'code', msg: MESSAGES.auth.codeInvalid }],
      });
    } finally {
      app.clock.now = undefined;
    }
  });

  it('kills a code after 5 wrong tries, even for the right digits', async ({ app, codeFor }) => {
    await seedSuperAdmin(app, 'guess@example.com');
    const code = (await codeFor(platformHost, 'guess@example.com'))!;
    const wrong = otherThan(code);
    for (let i = 1; i < LOGIN_CODE.maxWrongTries; i++) {
      const failure = await failureOf(
        app.call(platformHost).auth.verifyCode({ email: 'guess@example.com', code: wrong }),
      );
      expect(failure.message).toBe(MESSAGES.auth.codeInvalid);
    }
    const fifth = await failureOf(app.call(platformHost).auth.verifyCode({ email: 'guess@example.com', code: wrong }));
    expect(fifth).toMatchObject({ status: 400, message: MESSAGES.auth.codeTooManyTries, errors: [{ path: 'code' }] });
    const right = await failureOf(app.call(platformHost).auth.verifyCode({ email: 'guess@example.com', code }));
    expect(right.message).toBe(MESSAGES.auth.codeTooManyTries);
  });

  it('accepts a code once only', async ({ app, codeFor }) => {
    await seedSuperAdmin(app, 'once@example.com');
    const code = (await codeFor(platformHost, 'once@example.com'))!;
    await app.call(platformHost).auth.verifyCode({ email: 'once@example.com', code });
    const again = await failureOf(app.call(platformHost).auth.verifyCode({ email: 'once@example.com', code }));
    expect(again).toMatchObject({ status: 400, message: MESSAGES.auth.codeInvalid });
  });

  it('a new code replaces the previous one', async ({ app, codeFor }) => {
    await seedSuperAdmin(app, 'twice@example.com');
    const first = (await codeFor(platformHost, 'twice@example.com'))!;
    let second = first;
    // A fresh code may by chance repeat the first; ask again until it differs.
    while (second === first) second = (await codeFor(platformHost, 'twice@example.com'))!;
    const old = await failureOf(app.call(platformHost).auth.verifyCode({ email: 'twice@example.com', code: first }));
    expect(old.message).toBe(MESSAGES.auth.codeInvalid);
    await expect(
      app.call(platformHost).auth.verifyCode({ email: 'twice@example.com', code: second }),
    ).resolves.toHaveProperty('accessToken');
  });

  it("never accepts company A's code on company B's host or on the admin host", async ({ app, codeFor }) => {
    const a = await createTestCompany(app, { subdomain: 'alpha' });
    const b = await createTestCompany(app, { subdomain: 'bravo' });
    // The same person is a user of both companies, and a super admin too.
    const email = 'shared@example.com';
    await addTestUser(app, a.company.id, { email });
    await addTestUser(app, b.company.id, { email });
    await seedSuperAdmin(app, email);
    const code = (await codeFor(tenantHost('alpha'), email))!;

    const onB = await failureOf(app.call(tenantHost('bravo')).auth.verifyCode({ email, code }));
    expect(onB).toMatchObject({ status: 400, message: MESSAGES.auth.codeInvalid });
    const onAdmin = await failureOf(app.call(platformHost).auth.verifyCode({ email, code }));
    expect(onAdmin.message).toBe(MESSAGES.auth.codeInvalid);
    // Still good where it was issued.
    const signedIn = tokensOf(await app.call(tenantHost('alpha')).auth.verifyCode({ email, code }));
    expect(signedIn.user).toMatchObject({ company: { subdomain: 'alpha' } });
  });

  it('refuses a subdomain in the body that disagrees with the host', async ({ app }) => {
    await createTestCompany(app, { subdomain: 'charlie' });
    const onTenant = await failureOf(
      app.call(tenantHost('charlie')).auth.requestCode({ email: 'x@example.com', subdomain: 'delta' }),
    );
    expect(onTenant).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: MESSAGES.auth.subdomainMismatch });
    const onAdmin = await failureOf(
      app.call(platformHost).auth.requestCode({ email: 'x@example.com', subdomain: 'charlie' }),
    );
    expect(onAdmin.status).toBe(400);
    await expect(
      app
        .call({ ...tenantHost('charlie'), ip: freshIp() })
        .auth.requestCode({ email: 'x@example.com', subdomain: 'charlie' }),
    ).resolves.toEqual({
      message: MESSAGES.auth.codeSent,
    });
  });

  it('refuses an inactive or expired company with 403 COMPANY_INACTIVE and an unknown one with COMPANY_NOT_FOUND', async ({
    app,
    codeFor,
  }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'echo' });
    const code = (await codeFor(tenantHost('echo'), owner.email))!;
    await setCompany(app, company.id, { status: 'inactive' });
    const inactive = await failureOf(app.call(tenantHost('echo')).auth.requestCode({ email: owner.email }));
    expect(inactive).toMatchObject({ status: 403, code: 'COMPANY_INACTIVE' });
    const verify = await failureOf(app.call(tenantHost('echo')).auth.verifyCode({ email: owner.email, code }));
    expect(verify.code).toBe('COMPANY_INACTIVE');

    await setCompany(app, company.id, { status: 'active', subscriptionEndDate: '2000-01-01' });
    const expired = await failureOf(app.call(tenantHost('echo')).auth.requestCode({ email: owner.email }));
    expect(expired.code).toBe('COMPANY_INACTIVE');

    const unknown = await failureOf(app.call(tenantHost('nowhere')).auth.requestCode({ email: owner.email }));
    expect(unknown).toMatchObject({ status: 403, code: 'COMPANY_NOT_FOUND' });
  });

  it('refuses the code of a user deactivated after it was sent, with the generic answer', async ({ app, codeFor }) => {
    const { company } = await createTestCompany(app, { subdomain: 'foxtrot' });
    const user = await addTestUser(app, company.id, { email: 'leaver@example.com' });
    const code = (await codeFor(tenantHost('foxtrot'), user.email))!;
    await withTenant(app.deps.db, company.id, (tx) =>
      tx.update(tenantTables.users).set({ isActive: false }).where(eq(tenantTables.users.id, user.id)),
    );
    const failure = await failureOf(app.call(tenantHost('foxtrot')).auth.verifyCode({ email: user.email, code }));
    expect(failure).toMatchObject({ status: 400, message: MESSAGES.auth.codeInvalid });
  });
});
