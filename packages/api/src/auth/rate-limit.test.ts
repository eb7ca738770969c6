import { describe, expect } from 'vitest';

import { MESSAGES, RATE_LIMITS } from '@app/contracts';
import { sql } from '@app/db';

import { appTest } from '../testing/fixtures';
import { platformHost, seedSuperAdmin, tenantHost } from '../testing/harness';
import { addTestUser, createTestCompany, failureOf, freshIp, latestCode, mailCount } from './test-support';
import { hashPassword } from './passwords';

const it = appTest();

/** 200 for a call that succeeds, else the status a client would see. */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    async (error: unknown) => (await failureOf(Promise.reject(error))).status,
  );

describe('sign-in rate limits', () => {
  it('limits code requests per email, unknown emails included, with 429', async ({ app }) => {
    const { max } = RATE_LIMITS.requestCodePerEmail;
    for (let i = 0; i < max; i++) {
      await app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'ghost@example.com' });
    }
    const over = await failureOf(
      app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'ghost@example.com' }),
    );
    expect(over).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.auth.tooManyRequests });
  });

  it('a limited email gets no new code; the next window opens again', async ({ app }) => {
    await seedSuperAdmin(app, 'eager@example.com');
    const { max, windowMs } = RATE_LIMITS.requestCodePerEmail;
    for (let i = 0; i < max; i++)
      await app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'eager@example.com' });
    expect(await mailCount(app, 'eager@example.com')).toBe(max);
    expect(
      (await failureOf(app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'eager@example.com' })))
        .status,
    ).toBe(429);
    expect(await mailCount(app, 'eager@example.com')).toBe(max);

    app.clock.now = new Date(Date.now() + windowMs);
    try {
      await app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'eager@example.com' });
      expect(await mailCount(app, 'eager@example.com')).toBe(max + 1);
    } finally {
      app.clock.now = undefined;
    }
  });

  it('limits code requests per IP across emails and hosts', async ({ app }) => {
    await createTestCompany(app, { subdomain: 'november' });
    const ip = freshIp();
    const { max } = RATE_LIMITS.requestCodePerIp;
    for (let i = 0; i < max; i++) {
      const host = i % 2 ? platformHost : tenantHost('november');
      await app.call({ ...host, ip }).auth.requestCode({ email: `person${i}@example.com` });
    }
    const over = await failureOf(app.call({ ...platformHost, ip }).auth.requestCode({ email: 'fresh@example.com' }));
    expect(over.status).toBe(429);
    await expect(
      app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'fresh@example.com' }),
    ).resolves.toBeTruthy();
  });

  it('limits code checks per IP, right code or not', async ({ app }) => {
    await seedSuperAdmin(app, 'checker@example.com');
    await app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'checker@example.com' });
    const code = (await latestCode(app, 'checker@example.com'))!;
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.verifyPerIp.max; i++) {
      await failureOf(
        app.call({ ...platformHost, ip }).auth.verifyCode({ email: `nobody${i}@example.com`, code: '000000' }),
      );
    }
    const over = await failureOf(
      app.call({ ...platformHost, ip }).auth.verifyCode({ email: 'checker@example.com', code }),
    );
    expect(over.status).toBe(429);
    // The limit stopped the check before the code was looked at, so it is still good elsewhere.
    await expect(
      app.call({ ...platformHost, ip: freshIp() }).auth.verifyCode({ email: 'checker@example.com', code }),
    ).resolves.toHaveProperty('accessToken');
  });

  it('counts per company: many requests on company B leave the same email on A and the admin host untouched', async ({
    app,
  }) => {
    const email = 'shared@example.com';
    const alpha = await createTestCompany(app, { subdomain: 'realm-alpha' });
    await createTestCompany(app, { subdomain: 'realm-bravo', ownerEmail: email });
    await addTestUser(app, alpha.company.id, { email, role: 'admin' });
    await seedSuperAdmin(app, email);
    const onBravo = () => app.call({ ...tenantHost('realm-bravo'), ip: freshIp() }).auth.requestCode({ email });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push(await statusOf(onBravo()));
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - RATE_LIMITS.requestCodePerEmail.max);

    for (const host of [tenantHost('realm-alpha'), platformHost]) {
      await app.call({ ...host, ip: freshIp() }).auth.requestCode({ email });
      const code = (await latestCode(app, email))!;
      await expect(app.call({ ...host, ip: freshIp() }).auth.verifyCode({ email, code })).resolves.toHaveProperty(
        'accessToken',
      );
    }
  });

  it('refuses an unknown or inactive company before counting anything', async ({ app }) => {
    const email = 'root-like@example.com';
    await seedSuperAdmin(app, email);
    await createTestCompany(app, { subdomain: 'realm-asleep', status: 'inactive' });
    const ip = freshIp();
    for (let i = 0; i < 3 * RATE_LIMITS.requestCodePerEmail.max; i++) {
      const host = i % 2 ? tenantHost(`no-such-company-${i}`) : tenantHost('realm-asleep');
      const refusal = await failureOf(app.call({ ...host, ip }).auth.requestCode({ email }));
      expect(refusal.status).toBe(403);
      const login = await failureOf(app.call({ ...host, ip }).auth.login({ email, password: 'whatever-password' }));
      expect(login.status).toBe(403);
    }
    const counted = await app.deps.db.execute<{ key: string }>(
      sql`select key from rate_limits where key like ${`%${email}`} or key like ${`%:ip:${ip}`}`,
    );
    expect([...counted]).toEqual([]);
    // The super admin signs in at once.
    await app.call({ ...platformHost, ip }).auth.requestCode({ email });
    expect(await latestCode(app, email)).toMatch(/^\d{6}$/);
  });

  it('counts password sign-in per company too', async ({ app }) => {
    const email = 'password-shared@example.com';
    const alpha = await createTestCompany(app, { subdomain: 'realm-charlie' });
    await createTestCompany(app, { subdomain: 'realm-delta', ownerEmail: email });
    await addTestUser(app, alpha.company.id, {
      email,
      role: 'admin',
      passwordHash: await hashPassword('right-password-1'),
    });
    for (let i = 0; i <= RATE_LIMITS.passwordLoginPerEmail.max; i++) {
      await failureOf(
        app.call({ ...tenantHost('realm-delta'), ip: freshIp() }).auth.login({ email, password: 'wrong-password' }),
      );
    }
    const locked = await failureOf(
      app.call({ ...tenantHost('realm-delta'), ip: freshIp() }).auth.login({ email, password: 'wrong-password' }),
    );
    expect(locked.status).toBe(429);
    await expect(
      app.call({ ...tenantHost('realm-charlie'), ip: freshIp() }).auth.login({ email, password: 'right-password-1' }),
    ).resolves.toHaveProperty('accessToken');
  });
});
