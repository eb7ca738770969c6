/**
 * Idempotent writes on the admin host: the key is reserved before the write (its writes run in
 * transactions of their own), so a retry answers the first answer again, another request with the
 * key is 422, a failed write lets the key go, a copy sent while the first runs never writes twice,
 * and keys belong to one caller.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { count, eq, platformTables } from '@app/db';

import { expectFailure, superAdminHeaders, type JsonResponse, type RestTestServer } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const SUPER_ADMINS = '/api/super-admin/super-admins';
const COMPANIES = '/api/super-admin/companies';
const { superAdmins, companies, platformIdempotentRequests } = platformTables;

/**
 * The file's super admin and `other`, a second one; `post` sends a POST with an Idempotency-Key,
 * as the first unless given headers.
 */
const it = restTest()
  .extend('other', { scope: 'file' }, ({ server }) => superAdminHeaders(server.harness, 'second-root@example.com'))
  .extend(
    'post',
    { scope: 'file' },
    ({ req, admin }) =>
      (url: string, key: string, payload: object, headers = admin): Promise<JsonResponse> =>
        req('POST', url, payload, { ...headers, 'idempotency-key': key }),
  );

async function superAdminsWith(server: RestTestServer, email: string): Promise<number> {
  const [row] = await server.harness.deps.db
    .select({ n: count() })
    .from(superAdmins)
    .where(eq(superAdmins.email, email));
  return row?.n ?? 0;
}

describe('Idempotency-Key on the admin host', () => {
  it('answers a retried creation with the first answer, marked as replayed, and creates once', async ({
    server,
    post,
  }) => {
    const body = { name: 'Kept Once', email: 'kept-once@example.com' };
    const first = await post(SUPER_ADMINS, 'admin-1', body);
    expect(first.status).toBe(201);
    const again = await post(SUPER_ADMINS, 'admin-1', body);
    expect(again.status).toBe(201);
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await superAdminsWith(server, 'kept-once@example.com')).toBe(1);
  });

  it('creates one company for a retried provisioning', async ({ server, post }) => {
    const body = {
      companyName: 'Retry Ltd',
      subdomain: 'retry-ltd',
      owner: { fullName: 'Rae Owner', email: 'rae@retry.io' },
    };
    const first = await post(COMPANIES, 'company-1', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await post(COMPANIES, 'company-1', body);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    const [row] = await server.harness.deps.db
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.subdomain, 'retry-ltd'));
    expect(row?.n).toBe(1);
  });

  it('refuses the key with another request (422) and writes nothing', async ({ server, post }) => {
    expect((await post(SUPER_ADMINS, 'admin-2', { name: 'First', email: 'first-body@example.com' })).status).toBe(201);
    const res = await post(SUPER_ADMINS, 'admin-2', { name: 'Second', email: 'second-body@example.com' });
    expectFailure(res, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(res.body.message).toBe(MESSAGES.idempotency.keyReused);
    expect(await superAdminsWith(server, 'second-body@example.com')).toBe(0);
  });

  it('lets the key go when the write fails, so the corrected retry runs', async ({ server, post }) => {
    expectFailure(await post(SUPER_ADMINS, 'admin-3', { name: 'Bad', email: 'nope' }), 400, 'VALIDATION_ERROR');
    expectFailure(
      await post(SUPER_ADMINS, 'admin-3', { name: 'Twin', email: 'kept-once@example.com' }),
      409,
      'CONFLICT',
    );
    const fixed = await post(SUPER_ADMINS, 'admin-3', { name: 'Fixed', email: 'fixed@example.com' });
    expect(fixed.status).toBe(201);
    const kept = await server.harness.deps.db
      .select()
      .from(platformIdempotentRequests)
      .where(eq(platformIdempotentRequests.key, 'admin-3'));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.answer).not.toBeNull();
  });

  it('writes once for copies sent at once: each gets the answer or is told to retry', async ({ server, post }) => {
    const body = { name: 'Burst', email: 'burst@example.com' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(SUPER_ADMINS, 'burst', body)));
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.message).toBe(MESSAGES.idempotency.inProgress);
      else expect(answer.status).toBe(201);
    }
    expect(answers.some((a) => a.status === 201)).toBe(true);
    expect(await superAdminsWith(server, 'burst@example.com')).toBe(1);
    // Once the first has finished, a retry gets its answer.
    expect((await post(SUPER_ADMINS, 'burst', body)).status).toBe(201);
  });

  it("keeps each caller's keys apart: another super admin's same key is a write of its own", async ({
    server,
    post,
    other,
  }) => {
    expect((await post(SUPER_ADMINS, 'shared', { name: 'Mine', email: 'mine@example.com' })).status).toBe(201);
    const theirs = await post(SUPER_ADMINS, 'shared', { name: 'Theirs', email: 'theirs@example.com' }, other);
    expect(theirs.status).toBe(201);
    expect(theirs.raw.headers['idempotent-replayed']).toBeUndefined();
    expect(await superAdminsWith(server, 'theirs@example.com')).toBe(1);
  });
});
