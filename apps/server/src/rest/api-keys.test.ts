/**
 * Company API keys over REST: who may manage them, the secret shown once and stored as a hash,
 * keys acting within their scopes on their own company's host, refused when revoked, expired, on
 * another host or where only a person will do, and shown as "API key <name>" where actors are.
 */
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { API_KEYS, MESSAGES } from '@app/contracts';
import { eq, tenantTables, withTenant } from '@app/db';

import { call, expectFailure, expectSuccess, PLATFORM, tenant, type JsonResponse } from '../testing/rest';
import { portalRestFixture } from '../testing/rest-portal';

const KEYS = '/api/company/api-keys';
const m = MESSAGES.apiKeys;
const f = portalRestFixture('rest-keys-a', 'rest-keys-b');

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  call(f.server.app, { method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** Creates a key as `by` and answers its secret and id. */
async function newKey(by: Headers, body: object): Promise<{ id: string; secret: string; res: JsonResponse }> {
  const res = await send('POST', KEYS, by, body);
  const data = expectSuccess(res, 'POST', KEYS);
  return { id: (data.apiKey as { id: string }).id, secret: data.secret as string, res };
}

const keyOn = (subdomain: string, secret: string): Headers => ({
  ...tenant(subdomain),
  authorization: `Bearer ${secret}`,
});

describe('POST /api/company/api-keys', () => {
  it('creates a key for an owner: the secret once, recognisable, stored only as its hash', async () => {
    const { id, secret, res } = await newKey(f.a.request.owner, { name: 'Zapier', scopes: ['crm:read'] });
    expect(res.body.message).toBe(m.created);
    expect(secret).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/);
    expect(res.body.data!.apiKey).toEqual({
      id,
      name: 'Zapier',
      scopes: ['crm:read'],
      prefix: secret.slice(0, API_KEYS.shownLength),
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
      createdBy: { id: f.a.owner.id, name: f.a.owner.name },
    });
    const [row] = await withTenant(f.server.harness.deps.db, f.a.company.id, (tx) =>
      tx.select().from(tenantTables.apiKeys).where(eq(tenantTables.apiKeys.id, id)),
    );
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(API_KEYS.shownLength));

    const list = expectSuccess(await send('GET', KEYS, f.a.request.owner), 'GET', KEYS);
    expect(list.apiKeys).toContainEqual(res.body.data!.apiKey);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('lets admins manage keys while the owner lets them into Company Settings, never team members or keys (403)', async () => {
    const refused = await send('POST', KEYS, f.a.request.admin, { name: 'Too early', scopes: ['crm:read'] });
    expectFailure(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe(MESSAGES.companySettings.adminAccessOff);
    expectFailure(await send('GET', KEYS, f.a.request.admin), 403, 'FORBIDDEN');
    const opened = await send('PUT', '/api/company/settings', f.a.request.owner, { allowAdminCompanySettings: true });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { id, secret } = await newKey(f.a.request.admin, { name: 'Admin key', scopes: ['crm:read', 'crm:write'] });
    expectFailure(await send('GET', KEYS, f.a.request.team_member), 403, 'FORBIDDEN');
    expectFailure(
      await send('POST', KEYS, f.a.request.team_member, { name: 'x', scopes: ['crm:read'] }),
      403,
      'FORBIDDEN',
    );
    expectFailure(await send('DELETE', `${KEYS}/${id}`, f.a.request.team_member), 403, 'FORBIDDEN');
    const asKey = keyOn(f.a.company.subdomain, secret);
    for (const res of [
      await send('GET', KEYS, asKey),
      await send('POST', KEYS, asKey, { name: 'minted', scopes: ['crm:write'] }),
      await send('DELETE', `${KEYS}/${id}`, asKey),
    ]) {
      expectFailure(res, 403, 'FORBIDDEN');
      expect(res.body.message).toBe(m.personOnly);
    }
  });

  it('answers 400 naming the field and creates nothing', async () => {
    const before = (expectSuccess(await send('GET', KEYS, f.a.request.owner), 'GET', KEYS).apiKeys as unknown[]).length;
    const cases: [object, string, string?][] = [
      [{ scopes: ['crm:read'] }, 'name'],
      [{ name: ' ', scopes: ['crm:read'] }, 'name', m.nameRequired],
      [{ name: 'x', scopes: [] }, 'scopes', m.scopesRequired],
      [{ name: 'x' }, 'scopes'],
      [{ name: 'x', scopes: ['crm:delete'] }, 'scopes.0', m.scopeInvalid],
      [{ name: 'x', scopes: ['platform'] }, 'scopes.0', m.scopeInvalid],
      [{ name: 'x', scopes: ['crm:read'], expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt', m.expiryInPast],
      [{ name: 'x'.repeat(API_KEYS.nameMax + 1), scopes: ['crm:read'] }, 'name'],
    ];
    for (const [body, path, msg] of cases) {
      expectFailure(await send('POST', KEYS, f.a.request.owner, body), 400, 'VALIDATION_ERROR', { path, msg });
    }
    const after = (expectSuccess(await send('GET', KEYS, f.a.request.owner), 'GET', KEYS).apiKeys as unknown[]).length;
    expect(after).toBe(before);
  });
});

describe('a company key at work', () => {
  it('acts within its scopes, naming the one it lacks', async () => {
    const { secret } = await newKey(f.a.request.owner, { name: 'Reader', scopes: ['crm:read', 'team:read'] });
    const asKey = keyOn(f.a.company.subdomain, secret);
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    expect((await send('GET', '/api/company/team', asKey)).status).toBe(200);
    const viaHeader = await send('GET', '/api/crm/brands', { ...tenant(f.a.company.subdomain), 'x-api-key': secret });
    expect(viaHeader.status).toBe(200);

    const write = await send('POST', '/api/crm/brands', asKey, { name: 'Not allowed' });
    expectFailure(write, 403, 'FORBIDDEN');
    expect(write.body.message).toBe(m.missingScope('crm:write'));
    const profile = await send('GET', '/api/company/profile', asKey);
    expectFailure(profile, 403, 'FORBIDDEN');
    expect(profile.body.message).toBe(m.missingScope('company:read'));
    const invite = await send('POST', '/api/company/team', asKey, { name: 'N', email: 'n@rest-keys-a.test' });
    expect(invite.body.message).toBe(m.missingScope('team:write'));
  });

  it('never does what only a person may: their account, Company Settings, the security log, signing in', async () => {
    const { secret } = await newKey(f.a.request.owner, {
      name: 'Everything',
      scopes: ['crm:read', 'crm:write', 'team:read', 'team:write', 'company:read'],
    });
    const asKey = keyOn(f.a.company.subdomain, secret);
    for (const [method, url, body] of [
      ['GET', '/api/user/profile'],
      ['PUT', '/api/company/settings', { name: 'Taken over' }],
      ['GET', '/api/company/security-log'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/user/sign-out-everywhere', {}],
    ] as const) {
      const res = await send(method, url, asKey, body);
      expectFailure(res, 403, 'FORBIDDEN');
      expect(res.body.message, `${method} ${url}`).toBe(m.personOnly);
    }
    expect((await send('GET', '/api/company/profile', asKey)).status).toBe(200);
  });

  it('is recorded as "API key <name>" on the lead timeline, in the security log and the company timeline', async () => {
    const { id, secret } = await newKey(f.a.request.owner, {
      name: 'Website form',
      scopes: ['crm:write', 'team:write'],
    });
    const asKey = keyOn(f.a.company.subdomain, secret);
    const brand = await send('POST', '/api/crm/brands', asKey, { name: 'Keyed brand' });
    expect(brand.status).toBe(201);
    const brandId = (brand.body.data!.brand as { id: string }).id;
    const lead = await send('POST', '/api/crm/leads', asKey, {
      brandId,
      clientName: 'From the website',
      csPersonId: f.a.member.id,
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const leadId = (lead.body.data!.lead as { id: string }).id;
    const activity = await send('GET', `/api/crm/leads/${leadId}/activity`, f.a.request.owner);
    expect(JSON.stringify(activity.body.data)).toContain(m.actorLabel('Website form'));

    const invited = await send('POST', '/api/company/team', asKey, {
      name: 'Kim Keyed',
      email: 'kim@rest-keys-a.test',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const member = invited.body.data!.user as { id: string };
    // A key acts with an admin's rights: an owner's changes stay with the owner.
    const promote = await send('PUT', `/api/company/team/${member.id}`, asKey, { role: 'admin' });
    expectFailure(promote, 403, 'FORBIDDEN');
    const promoted = await send('PUT', `/api/company/team/${member.id}`, asKey, { isActive: false });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);

    const log = await send('GET', '/api/company/security-log?limit=100', f.a.request.owner);
    const events = log.body.data!.events as { type: string; actor: { id: string; kind: string; name: string } }[];
    expect(events.find((e) => e.type === 'status_changed')?.actor).toEqual({
      id,
      kind: 'api_key',
      name: m.actorLabel('Website form'),
    });
    expect(events.find((e) => e.type === 'api_key_created')?.actor).toMatchObject({ id: f.a.owner.id, kind: 'user' });
  });

  it('notes its last use', async () => {
    const { id, secret } = await newKey(f.a.request.owner, { name: 'Used', scopes: ['crm:read'] });
    expect((await send('GET', '/api/crm/leads', keyOn(f.a.company.subdomain, secret))).status).toBe(200);
    const list = expectSuccess(await send('GET', KEYS, f.a.request.owner), 'GET', KEYS);
    const key = (list.apiKeys as { id: string; lastUsedAt: string | null }[]).find((k) => k.id === id);
    expect(key?.lastUsedAt).toEqual(expect.any(String));
  });
});

describe('keys refused', () => {
  it('on another company host, on the admin host, when malformed or unknown (401)', async () => {
    const { secret } = await newKey(f.a.request.owner, { name: 'Travelling', scopes: ['crm:read'] });
    const other = await send('GET', '/api/crm/leads', keyOn(f.b.company.subdomain, secret));
    expectFailure(other, 401, 'UNAUTHORIZED');
    expect(other.body.message).toBe(m.unknownKey);
    const admin = await send('GET', '/api/super-admin/companies', { ...PLATFORM, authorization: `Bearer ${secret}` });
    expectFailure(admin, 401, 'UNAUTHORIZED');
    expect(admin.body.message).toBe(m.companyKeyOnAdminHost);
    for (const bad of ['cpk_nope', `cpk_${'x'.repeat(500)}`]) {
      expectFailure(await send('GET', '/api/crm/leads', keyOn(f.a.company.subdomain, bad)), 401, 'UNAUTHORIZED');
    }
    const unknown = await send('GET', '/api/crm/leads', { ...tenant(f.a.company.subdomain), 'x-api-key': 'whatever' });
    expect(unknown.body.message).toBe(m.unknownKey);
  });

  it('once revoked, at once (404 for revoking again or another company’s key)', async () => {
    const { id, secret } = await newKey(f.a.request.owner, { name: 'Short-lived', scopes: ['crm:read'] });
    const asKey = keyOn(f.a.company.subdomain, secret);
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    expectFailure(await send('DELETE', `${KEYS}/${id}`, f.b.request.owner), 404, 'NOT_FOUND');
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    const revoked = await send('DELETE', `${KEYS}/${id}`, f.a.request.admin);
    expect(expectSuccess(revoked, 'DELETE', `${KEYS}/:id`).apiKey).toMatchObject({ id });
    const refused = await send('GET', '/api/crm/leads', asKey);
    expectFailure(refused, 401, 'UNAUTHORIZED');
    expect(refused.body.message).toBe(m.revokedKey);
    expectFailure(await send('DELETE', `${KEYS}/${id}`, f.a.request.owner), 404, 'NOT_FOUND');
    const list = expectSuccess(await send('GET', KEYS, f.a.request.owner), 'GET', KEYS);
    expect((list.apiKeys as { id: string }[]).map((k) => k.id)).not.toContain(id);
    const log = await send('GET', '/api/company/security-log?type=api_key_revoked', f.a.request.owner);
    expect(log.body.data!.events).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: f.a.admin.id }),
        detail: expect.objectContaining({ keyId: id }),
      }),
    ]);
  });

  it('once expired', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { secret } = await newKey(f.a.request.owner, { name: 'Expiring', scopes: ['crm:read'], expiresAt });
    const asKey = keyOn(f.a.company.subdomain, secret);
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    f.server.harness.clock.now = new Date(Date.now() + 2 * 3_600_000);
    try {
      const res = await send('GET', '/api/crm/leads', asKey);
      expectFailure(res, 401, 'UNAUTHORIZED');
      expect(res.body.message).toBe(m.expiredKey);
    } finally {
      f.server.harness.clock.now = undefined;
    }
  });

  it('past its rate limit, with RateLimit headers on every answer and Retry-After on the 429', async () => {
    const { secret } = await newKey(f.a.request.owner, { name: 'Busy', scopes: ['crm:read'] });
    const asKey = keyOn(f.a.company.subdomain, secret);
    const { config } = f.server.harness.deps;
    config.apiKeyRatePerMinute = 3;
    try {
      // Pinned inside one window so the count cannot roll over between requests.
      f.server.harness.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await send('GET', '/api/crm/leads', asKey));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers.map((a) => a.raw.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
      for (const a of answers) {
        expect(a.raw.headers['ratelimit-limit']).toBe('3');
        expect(a.raw.headers['ratelimit-reset']).toBe('59');
      }
      expect(answers[3]!.raw.headers['retry-after']).toBe('59');
      expect(answers[3]!.body.message).toBe(m.tooManyRequests);
      // Another key of the same company has its own count.
      const other = await newKey(f.a.request.owner, { name: 'Calm', scopes: ['crm:read'] });
      expect((await send('GET', '/api/crm/leads', keyOn(f.a.company.subdomain, other.secret))).status).toBe(200);
    } finally {
      config.apiKeyRatePerMinute = undefined;
      f.server.harness.clock.now = undefined;
    }
  });

  it('serves a burst of its requests larger than the connection pool (each counted before its transaction)', async () => {
    const { secret } = await newKey(f.a.request.owner, { name: 'Burst', scopes: ['crm:read', 'crm:write'] });
    const asKey = keyOn(f.a.company.subdomain, secret);
    // Pinned inside one window: a burst that straddles a minute would start a second count.
    f.server.harness.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
    try {
      // Three times the pool's ten connections, reads and writes mixed, all at once.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 3 === 0
            ? send('POST', '/api/crm/brands', asKey, { name: `Burst ${i}` })
            : send('GET', '/api/crm/leads', asKey),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(201), ...Array(20).fill(200)].sort());
      expect(new Set(answers.map((a) => a.raw.headers['ratelimit-remaining'])).size).toBe(30);
    } finally {
      f.server.harness.clock.now = undefined;
    }
  });
});
