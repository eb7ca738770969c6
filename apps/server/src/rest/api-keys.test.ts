/**
 * Company API keys over REST: who may manage them, the secret shown once and stored as a hash,
 * keys acting within their scopes on their own company's host, refused when revoked, expired, on
 * another host or where only a person will do, and shown as "API key <name>" where actors are.
 */
import { createHash } from 'node:crypto';

import { describe, expect } from 'vitest';

import { API_KEYS, MESSAGES } from '@app/contracts';
import { eq, tenantTables, withTenant } from '@app/db';

import { expectFailure, expectSuccess, PLATFORM, tenant } from '../testing/rest';
import { KEYS, keyOn, newKey } from '../testing/rest-api-keys';
import { restTest } from '../testing/rest-fixture';

const m = MESSAGES.apiKeys;
/** Companies rest-keys-a and rest-keys-b, signed in as every role. */
const it = restTest({ signedIn: ['rest-keys-a', 'rest-keys-b'] });

describe('POST /api/company/api-keys', () => {
  it('creates a key for an owner: the secret once, recognisable, stored only as its hash', async ({
    server,
    send,
    signedIn: [a],
  }) => {
    const { id, secret, res } = await newKey(send, a.request.owner, { name: 'Zapier', scopes: ['crm:read'] });
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
      createdBy: { id: a.owner.id, name: a.owner.name },
    });
    const [row] = await withTenant(server.harness.deps.db, a.company.id, (tx) =>
      tx.select().from(tenantTables.apiKeys).where(eq(tenantTables.apiKeys.id, id)),
    );
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(API_KEYS.shownLength));

    const list = expectSuccess(await send('GET', KEYS, a.request.owner), 'GET', KEYS);
    expect(list.apiKeys).toContainEqual(res.body.data!.apiKey);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('lets admins manage keys while the owner lets them into Company Settings, never team members or keys (403)', async ({
    send,
    signedIn: [a],
  }) => {
    const refused = await send('POST', KEYS, a.request.admin, { name: 'Too early', scopes: ['crm:read'] });
    expectFailure(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe(MESSAGES.companySettings.adminAccessOff);
    expectFailure(await send('GET', KEYS, a.request.admin), 403, 'FORBIDDEN');
    const opened = await send('PUT', '/api/company/settings', a.request.owner, { allowAdminCompanySettings: true });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { id, asKey } = await newKey(send, a.request.admin, { name: 'Admin key', scopes: ['crm:read', 'crm:write'] });
    expectFailure(await send('GET', KEYS, a.request.team_member), 403, 'FORBIDDEN');
    expectFailure(
      await send('POST', KEYS, a.request.team_member, { name: 'x', scopes: ['crm:read'] }),
      403,
      'FORBIDDEN',
    );
    expectFailure(await send('DELETE', `${KEYS}/${id}`, a.request.team_member), 403, 'FORBIDDEN');
    for (const res of [
      await send('GET', KEYS, asKey),
      await send('POST', KEYS, asKey, { name: 'minted', scopes: ['crm:write'] }),
      await send('DELETE', `${KEYS}/${id}`, asKey),
    ]) {
      expectFailure(res, 403, 'FORBIDDEN');
      expect(res.body.message).toBe(m.personOnly);
    }
  });

  it('answers 400 naming the field and creates nothing', async ({ send, signedIn: [a] }) => {
    const before = (expectSuccess(await send('GET', KEYS, a.request.owner), 'GET', KEYS).apiKeys as unknown[]).length;
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
      expectFailure(await send('POST', KEYS, a.request.owner, body), 400, 'VALIDATION_ERROR', { path, msg });
    }
    const after = (expectSuccess(await send('GET', KEYS, a.request.owner), 'GET', KEYS).apiKeys as unknown[]).length;
    expect(after).toBe(before);
  });
});

describe('a company key at work', () => {
  it('acts within its scopes, naming the one it lacks', async ({ send, signedIn: [a] }) => {
    const { secret } = await newKey(send, a.request.owner, { name: 'Reader', scopes: ['crm:read', 'team:read'] });
    const asKey = keyOn(a.company.subdomain, secret);
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    expect((await send('GET', '/api/company/team', asKey)).status).toBe(200);
    const viaHeader = await send('GET', '/api/crm/brands', { ...tenant(a.company.subdomain), 'x-api-key': secret });
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

  it('never does what only a person may: their account, Company Settings, the security log, signing in', async ({
    send,
    signedIn: [a],
  }) => {
    const { asKey } = await newKey(send, a.request.owner, {
      name: 'Everything',
      scopes: ['crm:read', 'crm:write', 'team:read', 'team:write', 'company:read'],
    });
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

  it('is recorded as "API key <name>" on the lead timeline, in the security log and the company timeline', async ({
    send,
    signedIn: [a],
  }) => {
    const { id, asKey } = await newKey(send, a.request.owner, {
      name: 'Website form',
      scopes: ['crm:write', 'team:write'],
    });
    const brand = await send('POST', '/api/crm/brands', asKey, { name: 'Keyed brand' });
    expect(brand.status).toBe(201);
    const brandId = (brand.body.data!.brand as { id: string }).id;
    const lead = await send('POST', '/api/crm/leads', asKey, {
      brandId,
      clientName: 'From the website',
      csPersonId: a.member.id,
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const leadId = (lead.body.data!.lead as { id: string }).id;
    const activity = await send('GET', `/api/crm/leads/${leadId}/activity`, a.request.owner);
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

    const log = await send('GET', '/api/company/security-log?limit=100', a.request.owner);
    const events = log.body.data!.events as { type: string; actor: { id: string; kind: string; name: string } }[];
    expect(events.find((e) => e.type === 'status_changed')?.actor).toEqual({
      id,
      kind: 'api_key',
      name: m.actorLabel('Website form'),
    });
    expect(events.find((e) => e.type === 'api_key_created')?.actor).toMatchObject({ id: a.owner.id, kind: 'user' });
  });

  it('notes its last use', async ({ send, signedIn: [a] }) => {
    const { id, secret } = await newKey(send, a.request.owner, { name: 'Used', scopes: ['crm:read'] });
    expect((await send('GET', '/api/crm/leads', keyOn(a.company.subdomain, secret))).status).toBe(200);
    const list = expectSuccess(await send('GET', KEYS, a.request.owner), 'GET', KEYS);
    const key = (list.apiKeys as { id: string; lastUsedAt: string | null }[]).find((k) => k.id === id);
    expect(key?.lastUsedAt).toEqual(expect.any(String));
  });
});

describe('keys refused', () => {
  it('on another company host, on the admin host, when malformed or unknown (401)', async ({
    send,
    signedIn: [a, b],
  }) => {
    const { secret } = await newKey(send, a.request.owner, { name: 'Travelling', scopes: ['crm:read'] });
    const other = await send('GET', '/api/crm/leads', keyOn(b.company.subdomain, secret));
    expectFailure(other, 401, 'UNAUTHORIZED');
    expect(other.body.message).toBe(m.unknownKey);
    const admin = await send('GET', '/api/super-admin/companies', { ...PLATFORM, authorization: `Bearer ${secret}` });
    expectFailure(admin, 401, 'UNAUTHORIZED');
    expect(admin.body.message).toBe(m.companyKeyOnAdminHost);
    for (const bad of ['cpk_nope', `cpk_${'x'.repeat(500)}`]) {
      expectFailure(await send('GET', '/api/crm/leads', keyOn(a.company.subdomain, bad)), 401, 'UNAUTHORIZED');
    }
    const unknown = await send('GET', '/api/crm/leads', { ...tenant(a.company.subdomain), 'x-api-key': 'whatever' });
    expect(unknown.body.message).toBe(m.unknownKey);
  });

  it('once revoked, at once (404 for revoking again or another company’s key)', async ({ send, signedIn: [a, b] }) => {
    const { id, asKey } = await newKey(send, a.request.owner, { name: 'Short-lived', scopes: ['crm:read'] });
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    expectFailure(await send('DELETE', `${KEYS}/${id}`, b.request.owner), 404, 'NOT_FOUND');
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    const revoked = await send('DELETE', `${KEYS}/${id}`, a.request.admin);
    expect(expectSuccess(revoked, 'DELETE', `${KEYS}/:id`).apiKey).toMatchObject({ id });
    const refused = await send('GET', '/api/crm/leads', asKey);
    expectFailure(refused, 401, 'UNAUTHORIZED');
    expect(refused.body.message).toBe(m.revokedKey);
    expectFailure(await send('DELETE', `${KEYS}/${id}`, a.request.owner), 404, 'NOT_FOUND');
    const list = expectSuccess(await send('GET', KEYS, a.request.owner), 'GET', KEYS);
    expect((list.apiKeys as { id: string }[]).map((k) => k.id)).not.toContain(id);
    const log = await send('GET', '/api/company/security-log?type=api_key_revoked', a.request.owner);
    expect(log.body.data!.events).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: a.admin.id }),
        detail: expect.objectContaining({ keyId: id }),
      }),
    ]);
  });

  it('once expired', async ({ server, send, signedIn: [a] }) => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { asKey } = await newKey(send, a.request.owner, { name: 'Expiring', scopes: ['crm:read'], expiresAt });
    expect((await send('GET', '/api/crm/leads', asKey)).status).toBe(200);
    server.harness.clock.now = new Date(Date.now() + 2 * 3_600_000);
    try {
      const res = await send('GET', '/api/crm/leads', asKey);
      expectFailure(res, 401, 'UNAUTHORIZED');
      expect(res.body.message).toBe(m.expiredKey);
    } finally {
      server.harness.clock.now = undefined;
    }
  });

  it('past its rate limit, with RateLimit headers on every answer and Retry-After on the 429', async ({
    server,
    send,
    signedIn: [a],
  }) => {
    const { asKey } = await newKey(send, a.request.owner, { name: 'Busy', scopes: ['crm:read'] });
    const { config } = server.harness.deps;
    config.apiKeyRatePerMinute = 3;
    try {
      // Pinned inside one window so the count cannot roll over between requests.
      server.harness.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
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
      const other = await newKey(send, a.request.owner, { name: 'Calm', scopes: ['crm:read'] });
      expect((await send('GET', '/api/crm/leads', keyOn(a.company.subdomain, other.secret))).status).toBe(200);
    } finally {
      config.apiKeyRatePerMinute = undefined;
      server.harness.clock.now = undefined;
    }
  });

  it('serves a burst of its requests larger than the connection pool (each counted before its transaction)', async ({
    server,
    send,
    signedIn: [a],
  }) => {
    const { asKey } = await newKey(send, a.request.owner, { name: 'Burst', scopes: ['crm:read', 'crm:write'] });
    // Pinned inside one window: a burst that straddles a minute would start a second count.
    server.harness.clock.now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
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
      server.harness.clock.now = undefined;
    }
  });
});
