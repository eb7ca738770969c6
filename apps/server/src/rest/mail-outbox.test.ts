/**
 * GET /api/super-admin/mail-outbox: the sent-mail log for super admins only, never the bodies.
 * Without a status it answers unsent mail, as it always did.
 */
import { describe, expect } from 'vitest';

import { platformTables } from '@app/db';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const URL = '/api/super-admin/mail-outbox';

/** Company outbox, signed in as every role, and three mails: pending, failed and sent. */
const it = restTest({ signedIn: ['outbox'] });

it.beforeAll(async ({ server }) => {
  const later = new Date(Date.now() + 120_000);
  await server.harness.deps.db.insert(platformTables.mailOutbox).values([
    {
      toAddress: 'pending@example.com',
      subject: 'Your code',
      textBody: 'secret 123456',
      redactAfterDelivery: true,
      attempts: 1,
      nextAttemptAt: later,
      error: '451 try later',
      createdAt: new Date(Date.now() - 180_000),
    },
    {
      toAddress: 'failed@example.com',
      subject: 'Invitation',
      textBody: 'hello',
      attempts: 8,
      error: '550 no such user',
      createdAt: new Date(Date.now() - 120_000),
    },
    {
      toAddress: 'sent@example.com',
      subject: 'Sent',
      textBody: 'x',
      attempts: 1,
      sentAt: new Date(),
      createdAt: new Date(Date.now() - 60_000),
    },
  ]);
});
describe('GET /api/super-admin/mail-outbox', () => {
  it('lists pending and failed mail with attempts, last error and next attempt, without bodies', async ({ req }) => {
    const res = await req('GET', URL);
    expect(res.status).toBe(200);
    const mails = res.body.data!.mails as Record<string, unknown>[];
    expect(mails.map((m) => [m.to, m.status, m.attempts, m.error])).toEqual(
      expect.arrayContaining([
        ['pending@example.com', 'pending', 1, '451 try later'],
        ['failed@example.com', 'failed', 8, '550 no such user'],
      ]),
    );
    expect(mails.some((m) => m.to === 'sent@example.com')).toBe(false);
    expect(res.raw.body).not.toContain('123456');
  });

  it('answers the whole log with ?status=all, in pages, saying where mail goes and what each body became', async ({
    req,
  }) => {
    const res = await req('GET', `${URL}?status=all&limit=2&page=1`);
    const data = expectSuccess(res, 'GET', URL);
    expect(data.delivery).toEqual({ mode: 'console', smtpHost: null });
    expect(data.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const mails = data.mails as Record<string, unknown>[];
    expect(mails.map((m) => [m.to, m.status, m.body])).toEqual([
      ['sent@example.com', 'sent', 'kept'],
      ['failed@example.com', 'failed', 'kept'],
    ]);
    const sent = await req('GET', `${URL}?status=sent`);
    expect((sent.body.data!.mails as { to: string }[]).map((m) => m.to)).toEqual(['sent@example.com']);
    const held = await req('GET', `${URL}?status=pending`);
    expect(held.body.data!.mails).toMatchObject([{ to: 'pending@example.com', body: 'held' }]);
    expect(held.raw.body).not.toContain('123456');
  });

  it('refuses an unknown status with 400', async ({ req }) => {
    const res = await req('GET', `${URL}?status=delivered`);
    expectFailure(res, 400, 'VALIDATION_ERROR');
  });

  it('refuses company users (403 on their host, 401 with their token on the platform host) and anonymous calls', async ({
    server,
    admin,
    signedIn: [company],
  }) => {
    expectFailure(
      await call(server.app, { method: 'GET', url: URL, headers: { host: admin.host! } }),
      401,
      'UNAUTHORIZED',
    );
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const res = await call(server.app, { method: 'GET', url: URL, headers: company.request[role] });
      expect([401, 403], role).toContain(res.status);
      const { host: _own, ...auth } = company.request[role];
      const crossed = await call(server.app, { method: 'GET', url: URL, headers: { ...auth, host: admin.host! } });
      expect([401, 403], role).toContain(crossed.status);
    }
  });
});
