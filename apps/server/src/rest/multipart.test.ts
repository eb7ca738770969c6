import { describe, expect } from 'vitest';

import { MESSAGES, UPLOAD } from '@app/contracts';

import { call, createCompany, expectFailure, expectSuccess, SVG, TINY_PNG, type FormFile } from '../testing/rest';
import { restTest, type JsonCall } from '../testing/rest-fixture';

const BASE = '/api/super-admin/companies';
const png = (filename = 'logo.png'): FormFile => ({ filename, type: 'image/png', data: TINY_PNG });

const it = restTest();

const companyFields = (subdomain: string) => ({
  companyName: `Company ${subdomain}`,
  subdomain,
  'owner[fullName]': 'Ada Owner',
  'owner[email]': `ada@${subdomain}.io`,
});

const exists = async (req: JsonCall, subdomain: string) =>
  (await req('GET', `${BASE}/check-subdomain?subdomain=${subdomain}`)).body.data?.available === false;

describe('multipart create and update', () => {
  it('creates with logo and ownerDp; the logo URL is served by the server', async ({ server, req, form }) => {
    const res = await form('POST', BASE, { ...companyFields('pictured'), logo: png(), ownerDp: png('me.png') });
    const created = expectSuccess(res, 'POST', BASE).company as { id: number };

    const got = await req('GET', `${BASE}/${created.id}`);
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

  it('accepts dot names and an object field sent as JSON text', async ({ form }) => {
    const dotted = await form('POST', BASE, {
      companyName: 'Dotted',
      subdomain: 'dotted',
      'owner.fullName': 'Dot',
      'owner.email': 'dot@d.io',
    });
    expect(expectSuccess(dotted, 'POST', BASE).company).toMatchObject({ owner: { name: 'Dot', email: 'dot@d.io' } });
    const json = await form('POST', BASE, {
      companyName: 'Jsonned',
      subdomain: 'jsonned',
      owner: '{"fullName":"Jay","email":"jay@j.io"}',
    });
    expect(expectSuccess(json, 'POST', BASE).company).toMatchObject({ owner: { name: 'Jay' } });
  });

  it('updates with a new logo from multipart', async ({ server, admin, form }) => {
    const { id } = await createCompany(server.app, admin, 'relogo');
    const res = await form('PUT', `${BASE}/${id}`, { name: 'Relogo Renamed', logo: png() });
    const company = expectSuccess(res, 'PUT', `${BASE}/:id`).company as {
      name: string;
      branding: { logo: string | null };
    };
    expect(company.name).toBe('Relogo Renamed');
    expect(company.branding.logo).toMatch(/^\/api\/files\//);
  });

  it('answers 400 naming the field for missing text fields, as JSON would', async ({ req, form }) => {
    const res = await form('POST', BASE, { subdomain: 'formless', logo: png() });
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'companyName', msg: 'Company name is required' });
    expect(await exists(req, 'formless')).toBe(false);
  });
});

describe('multipart refusals', () => {
  it('answers 413 for a file over 5 MB, naming the field, and creates nothing', async ({ req, form }) => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD.maxFileBytes)]);
    const res = await form('POST', BASE, {
      ...companyFields('bigfile'),
      logo: { filename: 'big.png', type: 'image/png', data: big },
    });
    expectFailure(res, 413, 'PAYLOAD_TOO_LARGE', { path: 'logo', msg: MESSAGES.files.tooLarge });
    expect(await exists(req, 'bigfile')).toBe(false);
  });

  it('answers 415 for an SVG logo, and creates nothing', async ({ req, form }) => {
    const res = await form('POST', BASE, {
      ...companyFields('svgco'),
      logo: { filename: 'logo.svg', type: 'image/svg+xml', data: SVG },
    });
    expectFailure(res, 415, 'UNSUPPORTED_MEDIA_TYPE', { path: 'logo' });
    expect(await exists(req, 'svgco')).toBe(false);
  });

  it('answers 400 naming a file field the route does not accept', async ({ req, form }) => {
    const res = await form('POST', BASE, { ...companyFields('avatarco'), avatar: png() });
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'avatar' });
    expect(await exists(req, 'avatarco')).toBe(false);
  });

  it(`answers 413 for more than ${UPLOAD.maxFilesPerRequest} files`, async ({ req, form }) => {
    const many = Array.from({ length: UPLOAD.maxFilesPerRequest + 1 }, () => png());
    const res = await form('POST', BASE, { ...companyFields('manyfiles'), logo: many });
    expectFailure(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.body.message).toBe(`At most ${UPLOAD.maxFilesPerRequest} files can be sent at once`);
    expect(await exists(req, 'manyfiles')).toBe(false);
  });

  it('answers 400 for a broken multipart body', async ({ server, admin }) => {
    const res = await call(server.app, {
      method: 'POST',
      url: BASE,
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nAcme',
    });
    expectFailure(res, 400, 'BAD_REQUEST');
    expect(res.body.message).toBe('The multipart body is not valid');
  });

  it('answers 415 for multipart on a route that takes no files', async ({ server, admin, form }) => {
    const { id } = await createCompany(server.app, admin, 'statusform');
    const res = await form('PATCH', `${BASE}/${id}/status`, { status: 'inactive' });
    expectFailure(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
