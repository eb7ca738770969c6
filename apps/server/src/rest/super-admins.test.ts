import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { call, expectFailure, expectSuccess, type RestTestServer } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';
import {
  expectPlatformGuards,
  fillPath,
  guardSubjects,
  oversize,
  pngFile,
  raceBehindLock,
  superAdminBearer,
  svgFile,
  type GuardSubjects,
} from '../testing/rest-platform';
import { superAdminRoutes } from './table/super-admins';

const BASE = '/api/super-admin/super-admins';
const ONE = `${BASE}/:id`;
const GHOST = '00000000-0000-4000-8000-000000000000';
const { superAdmins } = platformTables;

/** Tests act as the file's super admin, root@example.com, whose id is `rootId`. */
const it = restTest().extend('rootId', { scope: 'file' }, ({ superAdmin }) => superAdmin.id);

const create = async (req: JsonCall, name: string, email: string) =>
  expectSuccess(await req('POST', BASE, { name, email }), 'POST', BASE).superAdmin as { id: string };
const rowByEmail = async (server: RestTestServer, email: string) =>
  (await server.harness.deps.db.select().from(superAdmins).where(eq(superAdmins.email, email)))[0];

describe('GET /api/super-admin/super-admins', () => {
  it('lists with pagination and stats; records carry _id = id', async ({ req }) => {
    await create(req, 'Listed Lena', 'lena@example.com');
    const data = expectSuccess(await req('GET', `${BASE}?search=lena&status=active&sort=name&order=asc`), 'GET', BASE);
    expect(data.superAdmins).toEqual([
      expect.objectContaining({ name: 'Listed Lena', isActive: true, lastLogin: null }),
    ]);
    const [lena] = data.superAdmins as { id: string; _id: string }[];
    expect(lena!._id).toBe(lena!.id);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
    expect(data.stats).toMatchObject({ total: 2, active: 2, inactive: 0 });
  });

  it('answers 400 naming a bad query parameter', async ({ req }) => {
    expectFailure(await req('GET', `${BASE}?limit=1000`), 400, 'VALIDATION_ERROR', { path: 'limit' });
    expectFailure(await req('GET', `${BASE}?sort=password`), 400, 'VALIDATION_ERROR', { path: 'sort' });
    expectFailure(await req('GET', `${BASE}?status=gone`), 400, 'VALIDATION_ERROR', { path: 'status' });
  });
});

describe('POST /api/super-admin/super-admins', () => {
  it('creates from JSON: 201 with data.superAdmin', async ({ req }) => {
    const res = await req('POST', BASE, { name: 'Ada Admin', email: 'ADA@Example.com', phone: '+1 555' });
    const data = expectSuccess(res, 'POST', BASE);
    expect(res.body.message).toBe(MESSAGES.superAdmin.created);
    const created = data.superAdmin as { id: string };
    expect(created).toMatchObject({
      _id: created.id,
      email: 'ada@example.com',
      isActive: true,
      profile: { phone: '+1 555', avatar: null },
    });
  });

  it('answers 400 naming each field with the product texts', async ({ req }) => {
    const res = await req('POST', BASE, {});
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'name', msg: 'Name is required' });
    expect(res.body.errors).toContainEqual({ path: 'email', msg: 'Email is required' });
    expectFailure(await req('POST', BASE, { name: ' ', email: 'x@y.io' }), 400, 'VALIDATION_ERROR', {
      path: 'name',
      msg: 'Name is required',
    });
    expectFailure(await req('POST', BASE, { name: 'Valid', email: 'nope' }), 400, 'VALIDATION_ERROR', {
      path: 'email',
      msg: MESSAGES.validation.emailInvalid,
    });
  });

  it('answers 409 for an email already taken (in any case)', async ({ req }) => {
    const res = await req('POST', BASE, { name: 'Twin', email: 'Lena@Example.com' });
    expectFailure(res, 409, 'CONFLICT', { path: 'email', msg: MESSAGES.superAdmin.emailTaken });
  });

  it('creates from multipart with an avatar served through the signed URL', async ({ server, form }) => {
    const res = await form('POST', BASE, {
      name: 'Pic Admin',
      email: 'pic@example.com',
      avatar: pngFile(),
    });
    const created = expectSuccess(res, 'POST', BASE).superAdmin as { profile: { avatar: string } };
    expect(created.profile.avatar).toMatch(/^\/api\/files\/.+\?exp=\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&sig=/);
    const file = await server.app.inject({ method: 'GET', url: created.profile.avatar });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const unsigned = await call(server.app, { method: 'GET', url: created.profile.avatar.replace(/\?.*$/, '') });
    expectFailure(unsigned, 403, 'FORBIDDEN');
  });

  it('answers 415 for an SVG avatar and 413 for one over 5 MB, creating nothing', async ({ server, form }) => {
    const svg = await form('POST', BASE, {
      name: 'Svg Admin',
      email: 'svg@example.com',
      avatar: svgFile(),
    });
    expectFailure(svg, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'avatar', msg: MESSAGES.files.notImage });
    const big = await form('POST', BASE, {
      name: 'Big Admin',
      email: 'big@example.com',
      avatar: oversize(pngFile()),
    });
    expectFailure(big, 413, 'PAYLOAD_TOO_LARGE', { path: 'avatar', msg: MESSAGES.files.tooLarge });
    expect(await rowByEmail(server, 'svg@example.com')).toBeUndefined();
    expect(await rowByEmail(server, 'big@example.com')).toBeUndefined();
  });
});

describe('GET and PUT /api/super-admin/super-admins/:id', () => {
  it('gets one as data.superAdmin; 404 for an unknown id, 400 for a malformed one', async ({ req, rootId }) => {
    const data = expectSuccess(await req('GET', `${BASE}/${rootId}`), 'GET', ONE);
    expect(data.superAdmin).toMatchObject({ id: rootId, _id: rootId, email: 'root@example.com' });
    expectFailure(await req('GET', `${BASE}/${GHOST}`), 404, 'NOT_FOUND');
    expectFailure(await req('GET', `${BASE}/abc`), 400, 'VALIDATION_ERROR', { path: 'id', msg: 'Invalid id' });
  });

  it('updates from JSON and from multipart (new avatar, then removeAvatar)', async ({ req, form }) => {
    const { id } = await create(req, 'Edit Me', 'edit@example.com');
    const res = await req('PUT', `${BASE}/${id}`, { name: 'Edited Admin', phone: '123' });
    expect(res.body.message).toBe(MESSAGES.superAdmin.updated);
    expect(expectSuccess(res, 'PUT', ONE).superAdmin).toMatchObject({
      id,
      name: 'Edited Admin',
      profile: { phone: '123' },
    });
    const edited = await form('PUT', `${BASE}/${id}`, { name: 'Edited Admin', avatar: pngFile() });
    expect(expectSuccess(edited, 'PUT', ONE).superAdmin).toMatchObject({
      profile: { avatar: expect.stringMatching(/^\/api\/files\//) },
    });
    const removed = await form('PUT', `${BASE}/${id}`, { removeAvatar: 'true' });
    expect(expectSuccess(removed, 'PUT', ONE).superAdmin).toMatchObject({ profile: { avatar: null } });
  });

  it('answers 400, 404, 409, 413 and 415 on update, changing nothing', async ({ server, req, form }) => {
    const { id } = await create(req, 'Stay Same', 'same@example.com');
    const url = `${BASE}/${id}`;
    expectFailure(await req('PUT', url, { name: '' }), 400, 'VALIDATION_ERROR', {
      path: 'name',
      msg: 'Name is required',
    });
    expectFailure(await req('PUT', `${BASE}/${GHOST}`, { name: 'Nobody' }), 404, 'NOT_FOUND');
    expectFailure(await req('PUT', url, { email: 'lena@example.com' }), 409, 'CONFLICT', { path: 'email' });
    const svg = await form('PUT', url, { avatar: svgFile() });
    expectFailure(svg, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'avatar' });
    const big = await form('PUT', url, { avatar: oversize(pngFile()) });
    expectFailure(big, 413, 'PAYLOAD_TOO_LARGE', { path: 'avatar' });
    expect(await rowByEmail(server, 'same@example.com')).toMatchObject({ name: 'Stay Same', avatarKey: null });
  });
});

describe('PATCH .../status and DELETE', () => {
  it('deactivates (signing the admin out) and activates another admin', async ({ server, req }) => {
    const { id } = await create(req, 'Toggle Tom', 'tom@example.com');
    const tom = await superAdminBearer(server.harness, id);
    expect((await req('GET', BASE, undefined, tom)).status).toBe(200);
    const off = await req('PATCH', `${BASE}/${id}/status`, { isActive: false });
    expect(expectSuccess(off, 'PATCH', `${ONE}/status`).superAdmin).toMatchObject({ id, isActive: false });
    expect(off.body.message).toBe(MESSAGES.superAdmin.deactivated);
    expectFailure(await req('GET', BASE, undefined, tom), 401, 'UNAUTHORIZED');
    const on = await req('PATCH', `${BASE}/${id}/status`, { isActive: 'true' });
    expect(on.body).toMatchObject({ message: MESSAGES.superAdmin.activated, data: { superAdmin: { isActive: true } } });
  });

  it('answers 400 for a missing or bad isActive, 404 for an unknown id', async ({ req, rootId }) => {
    const bad = { path: 'isActive', msg: MESSAGES.superAdmin.isActiveInvalid };
    expectFailure(await req('PATCH', `${BASE}/${rootId}/status`, {}), 400, 'VALIDATION_ERROR', bad);
    expectFailure(await req('PATCH', `${BASE}/${rootId}/status`, { isActive: 'maybe' }), 400, 'VALIDATION_ERROR', bad);
    expectFailure(await req('PATCH', `${BASE}/${GHOST}/status`, { isActive: false }), 404, 'NOT_FOUND');
  });

  it('answers 403 to a super admin deactivating or deleting themselves', async ({ server, req, rootId }) => {
    const off = await req('PATCH', `${BASE}/${rootId}/status`, { isActive: false });
    expectFailure(off, 403, 'FORBIDDEN');
    expect(off.body.message).toBe(MESSAGES.superAdmin.cannotDeactivateSelf);
    const del = await req('DELETE', `${BASE}/${rootId}`);
    expectFailure(del, 403, 'FORBIDDEN');
    expect(del.body.message).toBe(MESSAGES.superAdmin.cannotDeleteSelf);
    expect(await rowByEmail(server, 'root@example.com')).toMatchObject({ isActive: true });
  });

  it('deletes another admin: data.id, then 404; 400 for a malformed id', async ({ req }) => {
    const { id } = await create(req, 'Gone Gary', 'gary@example.com');
    const res = await req('DELETE', `${BASE}/${id}`);
    expect(expectSuccess(res, 'DELETE', ONE)).toMatchObject({ id, _id: id });
    expect(res.body.message).toBe(MESSAGES.superAdmin.deleted);
    expectFailure(await req('GET', `${BASE}/${id}`), 404, 'NOT_FOUND');
    expectFailure(await req('DELETE', `${BASE}/${id}`), 404, 'NOT_FOUND');
    expectFailure(await req('DELETE', `${BASE}/abc`), 400, 'VALIDATION_ERROR', { path: 'id' });
  });
});

describe('guards', () => {
  let subjects: GuardSubjects;
  it.beforeAll(async ({ server, admin }) => {
    subjects = await guardSubjects(server, admin, 'sa-guard');
  });
  it.for(superAdminRoutes.map((r) => [r.method, r.path, r] as const))(
    '%s %s: 401, 403, 413, 415',
    async ([, path, route], { server, rootId }) => {
      await expectPlatformGuards(server.app, route, fillPath(path, { id: rootId }), subjects);
    },
  );
});

// The last active admin can be targeted by someone else only when requests interleave: two active
// admins, each acting on the other. raceBehindLock makes that interleaving certain.
describe('the last active super admin', () => {
  it('answers 403 to whichever of the last two active admins acts second (status, then delete)', async ({
    server,
    req,
    rootId,
  }) => {
    const { db } = server.harness.deps;
    const a = await create(req, 'Last Alice', 'alice@example.com');
    const b = await create(req, 'Last Bob', 'bob@example.com');
    for (const [method, url] of [
      ['PATCH', '/status'],
      ['DELETE', ''],
    ] as const) {
      await db.update(superAdmins).set({ isActive: false });
      await db.update(superAdmins).set({ isActive: true }).where(eq(superAdmins.id, a.id));
      await db.update(superAdmins).set({ isActive: true }).where(eq(superAdmins.id, b.id));
      const [asA, asB] = [await superAdminBearer(server.harness, a.id), await superAdminBearer(server.harness, b.id)];
      const payload = method === 'PATCH' ? { isActive: false } : undefined;
      const results = await raceBehindLock(server.harness, (tx) => tx.select().from(superAdmins).for('update'), [
        () => req(method, `${BASE}/${b.id}${url}`, payload, asA),
        () => req(method, `${BASE}/${a.id}${url}`, payload, asB),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      const refused = results.find((r) => r.status === 403)!;
      expectFailure(refused, 403, 'FORBIDDEN');
      expect(refused.body.message).toBe(MESSAGES.superAdmin.lastActiveRequired);
      const active = await db.select().from(superAdmins).where(eq(superAdmins.isActive, true));
      expect(active).toHaveLength(1);
    }
    await db.update(superAdmins).set({ isActive: true }).where(eq(superAdmins.id, rootId));
  });
});
