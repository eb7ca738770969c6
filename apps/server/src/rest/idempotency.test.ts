/**
 * Idempotent writes over REST: the same Idempotency-Key with the same request answers the first
 * answer again without writing, with another request 422, concurrent duplicates write once, a
 * failed write leaves the key free, and keys belong to one caller in one company.
 */
import { describe, expect } from 'vitest';

import { IDEMPOTENCY, MESSAGES } from '@app/contracts';
import { sql, tenantTables, withTenant } from '@app/db';

import { call, expectFailure, type JsonResponse } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const BRANDS = '/api/crm/brands';

/**
 * Companies rest-idem-a and rest-idem-b, signed in as every role. `post`: a new brand, with the
 * Idempotency-Key given; `brandsNamed`: how many brands of a company have that name.
 */
const it = restTest({ signedIn: ['rest-idem-a', 'rest-idem-b'] })
  .extend(
    'post',
    { scope: 'file' },
    ({ server }) =>
      (headers: Record<string, string>, key: string | undefined, payload: object) =>
        call(server.app, {
          method: 'POST',
          url: BRANDS,
          headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
          payload,
        }),
  )
  .extend('brandsNamed', { scope: 'file' }, ({ server }) => async (companyId: number, name: string) => {
    const rows = await withTenant(server.harness.deps.db, companyId, (tx) =>
      tx
        .select()
        .from(tenantTables.brands)
        .where(sql`${tenantTables.brands.name} = ${name}`),
    );
    return rows.length;
  });
const brandId = (res: JsonResponse) => (res.body.data!.brand as { id: string }).id;

describe('Idempotency-Key on writes', () => {
  it('answers the first answer again, marked as replayed, and writes once', async ({
    post,
    brandsNamed,
    signedIn: [a],
  }) => {
    const first = await post(a.request.owner, 'order-1', { name: 'Once' });
    expect(first.status).toBe(201);
    expect(first.raw.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(a.request.owner, 'order-1', { name: 'Once' });
    expect(again.status).toBe(201);
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await brandsNamed(a.company.id, 'Once')).toBe(1);
  });

  it('refuses the same key with another request (422) and writes nothing', async ({
    post,
    brandsNamed,
    signedIn: [a],
  }) => {
    expect((await post(a.request.owner, 'order-2', { name: 'First body' })).status).toBe(201);
    const other = await post(a.request.owner, 'order-2', { name: 'Second body' });
    expectFailure(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(other.body.message).toBe(MESSAGES.idempotency.keyReused);
    expect(await brandsNamed(a.company.id, 'Second body')).toBe(0);
  });

  it('writes once for concurrent duplicates, all answered with the same record', async ({
    post,
    brandsNamed,
    signedIn: [a],
  }) => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(a.request.admin, 'burst', { name: 'Concurrent' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map(brandId)).size).toBe(1);
    expect(await brandsNamed(a.company.id, 'Concurrent')).toBe(1);
  });

  it('leaves the key free when the write fails', async ({ post, signedIn: [a] }) => {
    expectFailure(await post(a.request.owner, 'retry-me', { name: '' }), 400, 'VALIDATION_ERROR');
    const fixed = await post(a.request.owner, 'retry-me', { name: 'Fixed' });
    expect(fixed.status).toBe(201);
    expect(fixed.raw.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys apart per caller and per company', async ({ post, brandsNamed, signedIn: [a, b] }) => {
    const owner = await post(a.request.owner, 'shared-key', { name: 'Shared' });
    const admin = await post(a.request.admin, 'shared-key', { name: 'Shared' });
    const other = await post(b.request.owner, 'shared-key', { name: 'Shared' });
    expect([owner.status, admin.status, other.status]).toEqual([201, 201, 201]);
    expect(new Set([brandId(owner), brandId(admin)]).size).toBe(2);
    expect(await brandsNamed(a.company.id, 'Shared')).toBe(2);
    expect(await brandsNamed(b.company.id, 'Shared')).toBe(1);
  });

  it('works for an API key', async ({ server, post, signedIn: [a] }) => {
    const created = await call(server.app, {
      method: 'POST',
      url: '/api/company/api-keys',
      headers: a.request.owner,
      payload: { name: 'Retrying sync', scopes: ['crm:write'] },
    });
    const headers = { host: `${a.company.subdomain}.localhost`, 'x-api-key': created.body.data!.secret as string };
    const first = await post(headers, 'sync-7', { name: 'By key' });
    const again = await post(headers, 'sync-7', { name: 'By key' });
    expect(brandId(again)).toBe(brandId(first));
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
  });

  it('frees a key after its lifetime', async ({ server, post, brandsNamed, signedIn: [a] }) => {
    expect((await post(a.request.owner, 'old-key', { name: 'Yesterday' })).status).toBe(201);
    await withTenant(server.harness.deps.db, a.company.id, (tx) =>
      tx.execute(sql`update idempotent_requests set created_at = now() - interval '25 hours' where key = 'old-key'`),
    );
    const today = await post(a.request.owner, 'old-key', { name: 'Today' });
    expect(today.status).toBe(201);
    expect(await brandsNamed(a.company.id, 'Today')).toBe(1);
  });

  it('refuses a malformed key (400 naming the header) and writes nothing', async ({
    post,
    brandsNamed,
    signedIn: [a],
  }) => {
    for (const key of ['x'.repeat(IDEMPOTENCY.keyMax + 1), 'has space', 'ünïcode']) {
      expectFailure(await post(a.request.owner, key, { name: 'Malformed' }), 400, 'VALIDATION_ERROR', {
        path: 'Idempotency-Key',
        msg: MESSAGES.idempotency.keyInvalid,
      });
    }
    expect(await brandsNamed(a.company.id, 'Malformed')).toBe(0);
  });
});

describe('Idempotency-Key on a creation that shows a secret', () => {
  it('never keeps the secret: a replay answers without it', async ({ server, signedIn: [a] }) => {
    const headers = { ...a.request.owner, 'idempotency-key': 'key-once' };
    const payload = { name: 'Replayed key', scopes: ['crm:read'] };
    const first = await call(server.app, { method: 'POST', url: '/api/company/api-keys', headers, payload });
    const secret = first.body.data!.secret as string;
    expect(secret).toMatch(/^cpk_/);
    const kept = await withTenant(server.harness.deps.db, a.company.id, (tx) =>
      tx.execute<{ answer: unknown }>(sql`select answer from idempotent_requests where key = 'key-once'`),
    );
    expect(JSON.stringify(kept[0]!.answer)).not.toContain(secret);
    const again = await call(server.app, { method: 'POST', url: '/api/company/api-keys', headers, payload });
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toMatchObject({ secret: null, secretShownOnce: true, apiKey: first.body.data!.apiKey });
  });
});
