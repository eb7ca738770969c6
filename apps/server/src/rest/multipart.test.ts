import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES, UPLOAD } from '@app/contracts';

import {
  call,
  createCompany,
  createRestTestServer,
  expectFailure,
  expectSuccess,
  multipartBody,
  superAdminHeaders,
  SVG,
  TINY_PNG,
  type FormFile,
  type RestTestServer,
} from '../testing/rest';

const BASE = '/api/super-admin/companies';
const png = (filename = 'logo.png'): FormFile => ({ filename, type: 'image/png', data: TINY_PNG });

let server: RestTestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await createRestTestServer();
  admin = await superAdminHeaders(server.harness);
});
afterAll(async () => {
  await server?.close();
});

async function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = await multipartBody(fields);
  return call(server.app, { method, url, payload, headers: { ...admin, ...headers } });
}

const companyFields = (subdomain: string) => ({
  companyName: `Company ${subdomain}`,
  subdomain,
  'owner[fullName]': 'Ada Owner',
  'owner[email]': `ada@${subdomain}.io`,
});

const exists = async (subdomain: string) =>
  (await call(server.app, { method: 'GET', url: `${BASE}/check-subdomain?subdomain=${subdomain}`, headers: admin }))
    .body.data?.available === false;

describe('multipart create and update', () => {
  it('creates with logo and ownerDp; the logo URL is served by the server', async () => {
    const res = await send('POST', BASE, { ...companyFields('pictured'), logo: png(), ownerDp: png('me.png') });
    const created = expectSuccess(res, 'POST', BASE).company as { id: number };

    const got = await call(server.app, { method: 'GET', url: `${BASE}/${created.id}`, headers: admin });
    const company = expectSuccess(got, 'GET', `${BASE}/:id`).company as {
      branding: { logo: string };
      owner: { avatar: string };
    };
    expect(company.branding.logo).toMatch(/^\/api\/files\//);
    expect(company.owner.avatar).toEqual(expect.any(String));

    const file = await server.app.inject({ method: 'GET', url: company.branding.logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('accepts dot names and an object field sent as JSON text', async () => {
    const dotted = await send('POST', BASE, {
      companyName: 'Dotted',
      subdomain: 'dotted',
      'owner.fullName': 'Dot',
      'owner.email': 'dot@d.io',
    });
    expect(expectSuccess(dotted, 'POST', BASE).company).toMatchObject({ owner: { name: 'Dot', email: 'dot@d.io' } });
    const json = await send('POST', BASE, {
      companyName: 'Jsonned',
      subdomain: 'jsonned',
      owner: '{"fullName":"Jay","email":"jay@j.io"}',
    });
    expect(expectSuccess(json, 'POST', BASE).company).toMatchObject({ owner: { name: 'Jay' } });
  });

  it('updates with a new logo from multipart', async () => {
    const { id } = await createCompany(server.app, admin, 'relogo');
    const res = await send('PUT', `${BASE}/${id}`, { name: 'Relogo Renamed', logo: png() });
    const company = expectSuccess(res, 'PUT', `${BASE}/:id`).company as {
      name: string;
      branding: { logo: string | null };
    };
    expect(company.name).toBe('Relogo Renamed');
    expect(company.branding.logo).toMatch(/^\/api\/files\//);
  });

  it('answers 400 naming the field for missing text fields, as JSON would', async () => {
    const res = await send('POST', BASE, { subdomain: 'formless', logo: png() });
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'companyName', msg: 'Company name is required' });
    expect(await exists('formless')).toBe(false);
  });
});

describe('multipart refusals', () => {
  it('answers 413 for a file over 5 MB, naming the field, and creates nothing', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD.maxFileBytes)]);
    const res = await send('POST', BASE, {
      ...companyFields('bigfile'),
      logo: { filename: 'big.png', type: 'image/png', data: big },
    });
    expectFailure(res, 413, 'PAYLOAD_TOO_LARGE', { path: 'logo', msg: MESSAGES.files.tooLarge });
    expect(await exists('bigfile')).toBe(false);
  });

  it('answers 415 for an SVG logo, and creates nothing', async () => {
    const res = await send('POST', BASE, {
      ...companyFields('svgco'),
      logo: { filename: 'logo.svg', type: 'image/svg+xml', data: SVG },
    });
    expectFailure(res, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'logo' });
    expect(await exists('svgco')).toBe(false);
  });

  it('answers 400 naming a file field the route does not accept', async () => {
    const res = await send('POST', BASE, { ...companyFields('avatarco'), avatar: png() });
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'avatar' });
    expect(await exists('avatarco')).toBe(false);
  });

  it(`answers 413 for more than ${UPLOAD.maxFilesPerRequest} files`, async () => {
    const many = Array.from({ length: UPLOAD.maxFilesPerRequest + 1 }, () => png());
    const res = await send('POST', BASE, { ...companyFields('manyfiles'), logo: many });
    expectFailure(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.body.message).toBe(`At most ${UPLOAD.maxFilesPerRequest} files can be sent at once`);
    expect(await exists('manyfiles')).toBe(false);
  });

  it('answers 400 for a broken multipart body', async () => {
    const res = await call(server.app, {
      method: 'POST',
      url: BASE,
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nAcme',
    });
    expectFailure(res, 400, 'BAD_REQUEST');
    expect(res.body.message).toBe('The multipart body is not valid');
  });

  it('answers 415 for multipart on a route that takes no files', async () => {
    const { id } = await createCompany(server.app, admin, 'statusform');
    const { payload, headers } = await multipartBody({ status: 'inactive' });
    const res = await call(server.app, {
      method: 'PATCH',
      url: `${BASE}/${id}/status`,
      payload,
      headers: { ...admin, ...headers },
    });
    expectFailure(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
