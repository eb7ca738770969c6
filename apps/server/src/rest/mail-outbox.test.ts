/** GET /api/super-admin/mail-outbox: unsent mail for super admins only, never the bodies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInCompany, type SignedInCompany } from '@app/api/testing/signed-in-company';
import { platformTables } from '@app/db';

import { call, createRestTestServer, expectFailure, superAdminHeaders, type RestTestServer } from '../testing/rest';

const URL = '/api/super-admin/mail-outbox';

let server: RestTestServer;
let admin: Record<string, string>;
let company: SignedInCompany;

beforeAll(async () => {
  server = await createRestTestServer();
  admin = await superAdminHeaders(server.harness);
  company = await signedInCompany(server.harness, 'outbox');
  const later = new Date(Date.now() + 120_000);
  await server.harness.deps.db.insert(platformTables.mailOutbox).values([
    {
      toAddress: 'pending@example.com',
      subject: 'Your code',
      textBody: 'secret 123456',
      attempts: 1,
      nextAttemptAt: later,
      error: '451 try later',
    },
    {
      toAddress: 'failed@example.com',
      subject: 'Invitation',
      textBody: 'hello',
      attempts: 8,
      error: '550 no such user',
    },
    { toAddress: 'sent@example.com', subject: 'Sent', textBody: 'x', attempts: 1, sentAt: new Date() },
  ]);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/super-admin/mail-outbox', () => {
  it('lists pending and failed mail with attempts, last error and next attempt, without bodies', async () => {
    const res = await call(server.app, { method: 'GET', url: URL, headers: admin });
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

  it('refuses company users (403 on their host, 401 with their token on the platform host) and anonymous calls', async () => {
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
