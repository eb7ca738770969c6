import { describe, expect } from 'vitest';

import type { Storage } from '@app/api';

import { call, createRestTestServer, PLATFORM, superAdminHeaders } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { hasBody } from './route-types';
import { REST_ROUTES } from './routes';

/** A storage that cannot be reached: its check fails as a refused connection does. */
const unreachable: Storage = {
  driver: 'local',
  put: async () => {},
  get: async () => null,
  remove: async () => {},
  removePrefix: async () => {},
  list: async () => [],
  ping: () => Promise.reject(new Error('ECONNREFUSED 10.0.0.1:9000')),
};

/**
 * `broken`: a second server whose storage cannot be reached; `post`: a POST of a raw body as the
 * super admin, with more headers.
 */
const it = restTest()
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('broken', { scope: 'test' }, async ({}, { onCleanup }) => {
    const broken = await createRestTestServer({ storage: unreachable });
    onCleanup(() => broken.close());
    return broken;
  })
  .extend(
    'post',
    { scope: 'file' },
    ({ server, admin }) =>
      (headers: Record<string, string>, payload: string | Buffer) =>
        call(server.app, {
          method: 'POST',
          url: '/api/super-admin/companies',
          headers: { ...admin, ...headers },
          payload,
        }),
  );

describe('GET /api/health and /api/ready', () => {
  it('answers the envelope with the status', async ({ server }) => {
    const res = await call(server.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, error: false, message: 'OK', data: { status: 'ok' } });
  });

  it('is ready when the database and the storage answer', async ({ server }) => {
    const res = await call(server.app, { method: 'GET', url: '/api/ready' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ready', database: 'ok', storage: 'local' });
  });

  it('answers 503 STORAGE_UNAVAILABLE when the storage cannot be reached', async ({ broken }) => {
    const res = await call(broken.app, { method: 'GET', url: '/api/ready' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      error: true,
      code: 'STORAGE_UNAVAILABLE',
      message: expect.any(String),
    });
    expect(res.raw.body).not.toContain('ECONNREFUSED');
  });
});

describe('transport errors on REST routes', () => {
  it('answers 400 BAD_REQUEST for malformed JSON', async ({ post }) => {
    const res = await post({ 'content-type': 'application/json' }, '{"companyName": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: true,
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a JSON body over 1 MB', async ({ post }) => {
    const res = await post(
      { 'content-type': 'application/json' },
      JSON.stringify({ description: 'x'.repeat(1_100_000) }),
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: true, code: 'PAYLOAD_TOO_LARGE' });
  });

  it.for(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers 415 for %s',
    async (type, { post }) => {
      const res = await post({ 'content-type': type }, 'companyName=Acme');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false, error: true, code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  it('answers 400 for a JSON body that is not an object', async ({ post }) => {
    const res = await post({ 'content-type': 'application/json' }, '["Acme"]');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body must be a JSON object' });
  });

  it('answers a JSON 404 for an /api path that is not in the table', async ({ server }) => {
    const res = await call(server.app, { method: 'GET', url: '/api/nope', headers: PLATFORM });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: true, code: 'NOT_FOUND' });
  });
});

describe('no input a client can send answers 500', () => {
  const garbage = {
    id: { $gt: 0 },
    page: [],
    subdomain: { a: 1 },
    owner: 'x',
    email: 12,
    refreshToken: ['a'],
    status: null,
    logo: 'data:image/png;base64,AA==',
  };
  const ids = ['-1', '0', 'x', '99999999999999999999', '1.5', '%00'];

  it.for(REST_ROUTES.map((r) => [r.method, r.path, r] as const))('%s %s', async ([method, path, route], { server }) => {
    const admin = await superAdminHeaders(server.harness, `fuzz-${method}-${path.replace(/\W/g, '')}@example.com`);
    for (const id of ids) {
      const url = path.replace(/:[A-Za-z]+/g, id);
      const res = hasBody(route)
        ? await call(server.app, { method, url, headers: admin, payload: garbage })
        : await call(server.app, { method, url: `${url}?page[]=1&subdomain[x]=1&limit=-5&sort=%00`, headers: admin });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(res.body).toHaveProperty('success');
    }
  });
});
