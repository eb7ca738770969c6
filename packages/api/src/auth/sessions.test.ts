import { describe, expect } from 'vitest';

import { MESSAGES, SUPER_ADMIN_ROLE, TOKENS } from '@app/contracts';
import { eq, platformTables, tenantTables, withTenant } from '@app/db';

import { issueTestToken, platformHost, seedSuperAdmin, tenantHost, TEST_SECRET } from '../testing/harness';
import { signInTest } from './test-fixtures';
import { addTestUser, bearer, createTestCompany, failureOf, setCompany } from './test-support';
import { signAccessToken } from './tokens';

const { sessions } = platformTables;

/** `me`: auth.me on a host with an access token. */
const it = signInTest().extend(
  'me',
  { scope: 'file' },
  ({ app }) =>
    (host: { host: string }, accessToken: string) =>
      app.call({ ...host, authorization: bearer(accessToken) }).auth.me(),
);

describe('sessions', () => {
  it('rotates refresh tokens; a reused token revokes the whole family', async ({ app, signIn, me }) => {
    await seedSuperAdmin(app, 'rotor@example.com');
    const first = await signIn(platformHost, 'rotor@example.com');
    const second = await app.call(platformHost).auth.refresh({ refreshToken: first.refreshToken });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(platformHost, second.accessToken)).user.email).toBe('rotor@example.com');
    const third = await app.call(platformHost).auth.refresh({ refreshToken: second.refreshToken });

    // The first token again: someone kept a copy. Everything of that sign-in ends.
    const reuse = await failureOf(app.call(platformHost).auth.refresh({ refreshToken: first.refreshToken }));
    expect(reuse).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const latest = await failureOf(app.call(platformHost).auth.refresh({ refreshToken: third.refreshToken }));
    expect(latest.status).toBe(401);
    const access = await failureOf(me(platformHost, third.accessToken));
    expect(access.status).toBe(401);
  });

  it('logout ends the session: refresh and access tokens are refused afterwards', async ({ app, signIn, me }) => {
    const { owner } = await createTestCompany(app, { subdomain: 'golf' });
    const signedIn = await signIn(tenantHost('golf'), owner.email);
    expect((await me(tenantHost('golf'), signedIn.accessToken)).user.id).toBe(owner.id);

    await expect(app.call(tenantHost('golf')).auth.logout({ refreshToken: signedIn.refreshToken })).resolves.toEqual({
      message: MESSAGES.auth.signedOut,
    });
    const refresh = await failureOf(app.call(tenantHost('golf')).auth.refresh({ refreshToken: signedIn.refreshToken }));
    expect(refresh.status).toBe(401);
    const access = await failureOf(me(tenantHost('golf'), signedIn.accessToken));
    expect(access).toMatchObject({ status: 401, message: MESSAGES.auth.sessionExpired });
    // Idempotent, and silent for tokens it never issued.
    await expect(
      app.call(tenantHost('golf')).auth.logout({ refreshToken: signedIn.refreshToken }),
    ).resolves.toBeTruthy();
    await expect(app.call(platformHost).auth.logout({ refreshToken: 'never-issued' })).resolves.toEqual({
      message: MESSAGES.auth.signedOut,
    });
  });

  it("refuses a company's refresh token on another company's host and on the admin host", async ({ app, signIn }) => {
    const hotel = await createTestCompany(app, { subdomain: 'hotel' });
    await createTestCompany(app, { subdomain: 'india' });
    const signedIn = await signIn(tenantHost('hotel'), hotel.owner.email);
    const elsewhere = await failureOf(
      app.call(tenantHost('india')).auth.refresh({ refreshToken: signedIn.refreshToken }),
    );
    expect(elsewhere).toMatchObject({ status: 401, message: MESSAGES.auth.wrongHost });
    const onAdmin = await failureOf(app.call(platformHost).auth.refresh({ refreshToken: signedIn.refreshToken }));
    expect(onAdmin.status).toBe(401);
    // The refusals did not spend the token.
    await expect(
      app.call(tenantHost('hotel')).auth.refresh({ refreshToken: signedIn.refreshToken }),
    ).resolves.toHaveProperty('accessToken');
  });

  it('refuses a super-admin token on a company host and a company token on the admin host', async ({
    app,
    signIn,
    me,
  }) => {
    const juliet = await createTestCompany(app, { subdomain: 'juliet' });
    await seedSuperAdmin(app, 'cross@example.com');
    const admin = await signIn(platformHost, 'cross@example.com');
    const user = await signIn(tenantHost('juliet'), juliet.owner.email);

    expect((await failureOf(me(tenantHost('juliet'), admin.accessToken))).status).toBe(401);
    expect((await failureOf(me(platformHost, user.accessToken))).status).toBe(401);
    // A token of one company is refused on another.
    await createTestCompany(app, { subdomain: 'kilo' });
    expect((await failureOf(me(tenantHost('kilo'), user.accessToken))).status).toBe(401);
  });

  it('refuses forged tokens: another secret, alg none, tampered claims', async ({ app, me }) => {
    const admin = await seedSuperAdmin(app, 'forge@example.com');
    const real = await issueTestToken(app, { id: admin.id, role: SUPER_ADMIN_ROLE, companyId: null });
    const [, payload] = real.split('.');
    const claims = {
      sub: admin.id,
      role: SUPER_ADMIN_ROLE,
      sid: JSON.parse(Buffer.from(payload!, 'base64url').toString()).sid,
      aud: TOKENS.platformAudience,
    };

    const otherSecret = await signAccessToken('another-secret-that-is-long-enough-for-hs256', claims, new Date());
    expect((await failureOf(me(platformHost, otherSecret))).status).toBe(401);

    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const body = { ...claims, iss: TOKENS.issuer, iat: now, exp: now + 600 };
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(body)}.`;
    expect((await failureOf(me(platformHost, none))).status).toBe(401);

    const [header, , signature] = real.split('.');
    const tampered = `${header}.${encode({ ...body, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
    expect((await failureOf(me(platformHost, tampered))).status).toBe(401);

    expect((await me(platformHost, await signAccessToken(TEST_SECRET, claims, new Date()))).user.id).toBe(admin.id);
  });

  it('expired access tokens are refused; refresh still works until the absolute session end', async ({
    app,
    signIn,
    me,
  }) => {
    await seedSuperAdmin(app, 'clock@example.com');
    const signedIn = await signIn(platformHost, 'clock@example.com');
    app.clock.now = new Date(Date.now() + (TOKENS.accessTtlSeconds + 60) * 1000);
    try {
      expect((await failureOf(me(platformHost, signedIn.accessToken))).status).toBe(401);
      const renewed = await app.call(platformHost).auth.refresh({ refreshToken: signedIn.refreshToken });
      expect((await me(platformHost, renewed.accessToken)).user.email).toBe('clock@example.com');

      app.clock.now = new Date(Date.now() + TOKENS.refreshAbsoluteTtlMs + 60_000);
      expect(
        (await failureOf(app.call(platformHost).auth.refresh({ refreshToken: renewed.refreshToken }))).status,
      ).toBe(401);
    } finally {
      app.clock.now = undefined;
    }
  });

  it('refresh re-checks the account and the company', async ({ app, signIn }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'lima' });
    const member = await addTestUser(app, company.id, { email: 'member@lima.example.com', role: 'admin' });
    const memberSession = await signIn(tenantHost('lima'), member.email);
    const ownerSession = await signIn(tenantHost('lima'), owner.email);

    await withTenant(app.deps.db, company.id, (tx) =>
      tx.update(tenantTables.users).set({ isActive: false }).where(eq(tenantTables.users.id, member.id)),
    );
    expect(
      (await failureOf(app.call(tenantHost('lima')).auth.refresh({ refreshToken: memberSession.refreshToken }))).status,
    ).toBe(401);

    await setCompany(app, company.id, { status: 'inactive' });
    const inactive = await failureOf(
      app.call(tenantHost('lima')).auth.refresh({ refreshToken: ownerSession.refreshToken }),
    );
    expect(inactive).toMatchObject({ status: 403, code: 'COMPANY_INACTIVE' });
    // Logging out still works, so the app can sign out cleanly.
    await expect(
      app.call(tenantHost('lima')).auth.logout({ refreshToken: ownerSession.refreshToken }),
    ).resolves.toBeTruthy();
  });

  it('a session row records the audience, company, subject and role with a 30-day end', async ({ app, signIn }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'mike' });
    const before = Date.now();
    const signedIn = await signIn(tenantHost('mike'), owner.email);
    const sid = JSON.parse(Buffer.from(signedIn.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
    const [row] = await app.deps.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row).toMatchObject({
      audience: String(company.id),
      companyId: company.id,
      subjectId: owner.id,
      role: 'owner',
      revokedAt: null,
    });
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + TOKENS.refreshAbsoluteTtlMs - 1000);
  });
});
