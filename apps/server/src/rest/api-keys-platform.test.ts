/**
 * Platform API keys over REST (scope `platform`, admin host only), a company key's write seen on
 * the company's timeline as "API key <name>", and a revocation honoured by a second server that
 * shares the database.
 */
import { describe, expect } from 'vitest';

import { CheckedSessions } from '@app/api';
import { MESSAGES } from '@app/contracts';

import { createServer } from '../server';
import { call, expectFailure, expectSuccess, PLATFORM, tenant } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const KEYS = '/api/super-admin/api-keys';
const m = MESSAGES.apiKeys;

/** Company rest-pkeys, made by the super admin, and its owner. */
const it = restTest({ companies: ['rest-pkeys'] });
const platformKey = (secret: string) => ({ ...PLATFORM, authorization: `Bearer ${secret}` });

describe('platform API keys', () => {
  it('are created by a super admin with scope platform and act as one on the admin host', async ({
    admin,
    send,
    companies: [company],
    owners: [owner],
  }) => {
    const created = await send('POST', KEYS, admin, { name: 'Billing sync' });
    const data = expectSuccess(created, 'POST', KEYS);
    const secret = data.secret as string;
    expect(secret).toMatch(/^spk_/);
    expect(data.apiKey).toMatchObject({ name: 'Billing sync', scopes: ['platform'], expiresAt: null });

    expect((await send('GET', '/api/super-admin/companies', platformKey(secret))).status).toBe(200);
    const note = await send('POST', `/api/super-admin/companies/${company.id}/timeline`, platformKey(secret), {
      action: 'company_updated',
      description: 'Invoice sent',
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const timeline = await send('GET', `/api/super-admin/companies/${company.id}/timeline`, admin);
    expect(JSON.stringify(timeline.body.data)).toContain(m.actorLabel('Billing sync'));

    // Never the platform team or keys themselves; never a company host.
    for (const url of ['/api/super-admin/super-admins', KEYS]) {
      const res = await send('GET', url, platformKey(secret));
      expectFailure(res, 403, 'FORBIDDEN');
      expect(res.body.message).toBe(m.personOnly);
    }
    const onCompany = await send('GET', '/api/crm/leads', {
      ...tenant('rest-pkeys'),
      authorization: `Bearer ${secret}`,
    });
    expectFailure(onCompany, 401, 'UNAUTHORIZED');
    expect(onCompany.body.message).toBe(m.platformKeyOnCompanyHost);
    expectFailure(await send('GET', KEYS, owner), 403, 'FORBIDDEN');
    expectFailure(await send('POST', KEYS, admin, { name: 'x', scopes: ['crm:read'] }), 400, 'VALIDATION_ERROR', {
      path: 'scopes.0',
      msg: m.scopeInvalid,
    });

    const log = await send('GET', '/api/super-admin/security-log?type=api_key_created', admin);
    expect(log.body.data!.events).toContainEqual(
      expect.objectContaining({ detail: expect.objectContaining({ name: 'Billing sync', scopes: ['platform'] }) }),
    );
  });

  it('a revocation is honoured at once by another server sharing the database', async ({
    server,
    admin,
    send,
    owners: [owner],
  }) => {
    const second = await createServer({ deps: { ...server.harness.deps, checkedSessions: new CheckedSessions() } });
    await second.app.ready();
    try {
      const data = expectSuccess(await send('POST', KEYS, admin, { name: 'Two servers' }), 'POST', KEYS);
      const secret = data.secret as string;
      const id = (data.apiKey as { id: string }).id;
      const onSecond = () =>
        call(second.app, { method: 'GET', url: '/api/super-admin/companies', headers: platformKey(secret) });
      expect((await onSecond()).status).toBe(200);
      expectSuccess(await send('DELETE', `${KEYS}/${id}`, admin), 'DELETE', `${KEYS}/:id`);
      const refused = await onSecond();
      expectFailure(refused, 401, 'UNAUTHORIZED');
      expect(refused.body.message).toBe(m.revokedKey);

      // The same for a company key, revoked on one server while the other keeps serving.
      const companyKey = await send('POST', '/api/company/api-keys', owner, { name: 'Shop', scopes: ['crm:read'] });
      const keyHeaders = { ...tenant('rest-pkeys'), 'x-api-key': companyKey.body.data!.secret as string };
      const leads = () => call(second.app, { method: 'GET', url: '/api/crm/leads', headers: keyHeaders });
      expect((await leads()).status).toBe(200);
      const keyId = (companyKey.body.data!.apiKey as { id: string }).id;
      expect((await send('DELETE', `/api/company/api-keys/${keyId}`, owner)).status).toBe(200);
      expectFailure(await leads(), 401, 'UNAUTHORIZED');
    } finally {
      await second.stop();
    }
  });
});
