import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES, RATE_LIMITS } from '@app/contracts';

import { createTestApp, platformHost, seedSuperAdmin, tenantHost, type TestApp } from '../testing/harness';
import { createTestCompany, failureOf, freshIp, latestCode, mailCount } from './test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('sign-in rate limits', () => {
  it('limits code requests per email, unknown emails included, with 429', async () => {
    const { max } = RATE_LIMITS.requestCodePerEmail;
    for (let i = 0; i < max; i++) {
      await app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'ghost@example.com' });
    }
    const over = await failureOf(
      app.call({ ...platformHost, ip: freshIp() }).auth.requestCode({ email: 'ghost@example.com' }),
    );
    expect(over).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.auth.tooManyRequests });
  });

  it('a limited email gets no new code; the next window opens again', async () => {
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

  it('limits code requests per IP across emails and hosts', async () => {
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

  it('limits code checks per IP, right code or not', async () => {
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
});
