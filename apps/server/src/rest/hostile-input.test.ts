/**
 * Control characters in any input (query, body, path, uploaded file names, headers) answer 400
 * naming the field, before anything reaches PostgreSQL (docs/decisions/0011-hostile-input.md).
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess, multipartBody, type RestTestServer } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const refused = MESSAGES.validation.controlCharacters;
/** Company hostile, made by the super admin; tests name its id `companyId`. */
const it = restTest({ companies: ['hostile'] });

const get = (server: RestTestServer, url: string, headers: Record<string, string> = {}) =>
  call(server.app, { method: 'GET', url, headers });
const notes = (companyId: number) => `/api/super-admin/companies/${companyId}/notes`;

describe('control characters are refused with a 400 naming the field', () => {
  it.for(['/api/company/check-subdomain', '/api/company/theme'])('%s?subdomain=%00', async (url, { server }) => {
    expectFailure(await get(server, `${url}?subdomain=%00`), 400, 'VALIDATION_ERROR', {
      path: 'subdomain',
      msg: refused,
    });
    expectFailure(await get(server, `${url}?subdomain=ac%1Bme`), 400, 'VALIDATION_ERROR', {
      path: 'subdomain',
      msg: refused,
    });
  });

  it('in a nested body field, and in a key', async ({ server, admin }) => {
    const create = (payload: Record<string, unknown>) =>
      call(server.app, { method: 'POST', url: '/api/super-admin/companies', headers: admin, payload });
    const base = { companyName: 'Nul Co', subdomain: 'nul-co' };
    const nested = await create({ ...base, owner: { fullName: 'Nul\u0000Owner', email: 'o@nul.io' } });
    expectFailure(nested, 400, 'VALIDATION_ERROR', { path: 'owner.fullName', msg: refused });
    expect(nested.body.message).toBe(`owner.fullName: ${refused}`);
    const key = await create({ ...base, owner: { fullName: 'Olive', email: 'o@nul.io' }, 'x\u0000': 1 });
    expectFailure(key, 400, 'VALIDATION_ERROR', { path: 'x?', msg: refused });
    const list = await get(server, '/api/super-admin/companies?page=1', admin);
    expect((list.body.data!.companies as { subdomain: string }[]).map((c) => c.subdomain)).not.toContain('nul-co');
  });

  it('a single-line field refuses tab and line breaks; a note keeps them', async ({
    server,
    admin,
    req,
    companies: [{ id: companyId }],
  }) => {
    const tabbed = await call(server.app, {
      method: 'PUT',
      url: `/api/super-admin/companies/${companyId}`,
      headers: admin,
      payload: { name: 'Tab\tCo' },
    });
    expectFailure(tabbed, 400, 'VALIDATION_ERROR', { path: 'name', msg: refused });
    const content = 'First line\n\tindented\r\nlast';
    const note = await req('POST', notes(companyId), { content });
    expect(
      (expectSuccess(note, 'POST', '/api/super-admin/companies/:companyId/notes').note as { content: string }).content,
    ).toBe(content);
    const nul = await req('POST', notes(companyId), { content: 'a\u0000b' });
    expectFailure(nul, 400, 'VALIDATION_ERROR', { path: 'content', msg: refused });
    // Not Unicode text at all (PostgreSQL refuses it inside the timeline's JSON).
    const broken = await req('POST', notes(companyId), { content: 'a\ud800b' });
    expectFailure(broken, 400, 'VALIDATION_ERROR', { path: 'content', msg: MESSAGES.validation.invalidText });
  });

  it('in a path id and in an uploaded file name', async ({ server, admin, companies: [{ id: companyId }] }) => {
    expectFailure(await get(server, '/api/super-admin/companies/%00', admin), 400, 'VALIDATION_ERROR', {
      path: 'id',
      msg: refused,
    });
    const form = await multipartBody({
      content: 'With a file',
      attachments: { filename: 'bad\u0001name.txt', type: 'text/plain', data: Buffer.from('hello') },
    });
    const res = await call(server.app, {
      method: 'POST',
      url: notes(companyId),
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'attachments.0.filename', msg: refused });
  });

  it('the file route (outside the procedures) answers a NUL in a key with a 4xx', async ({
    server,
    companies: [{ id: companyId }],
  }) => {
    for (const url of [
      '/api/files/%00',
      `/api/files/companies/${companyId}/logo/%00.png`,
      '/api/files/a%00b?sig=%00',
    ]) {
      const res = await get(server, url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
  });

  it('in the X-Subdomain and Host headers', async ({ server, admin }) => {
    const me = (headers: Record<string, string>) => get(server, '/api/auth/me', headers);
    expectFailure(await me({ ...admin, 'x-subdomain': 'a\u0000' }), 400, 'VALIDATION_ERROR', {
      path: 'X-Subdomain',
      msg: refused,
    });
    expectFailure(await me({ ...admin, host: 'x\u0000.localhost' }), 400, 'VALIDATION_ERROR', {
      path: 'Host',
      msg: refused,
    });
    expectFailure(
      await get(server, '/api/company/theme?subdomain=hostile', { 'x-subdomain': '\u0000' }),
      400,
      'VALIDATION_ERROR',
      {
        path: 'X-Subdomain',
      },
    );
  });
});

describe('the rules are documented', () => {
  it('the reference page states them in words', async ({ server }) => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).toContain('single line, no control characters');
    expect(page.body).toContain('no control characters but tab and line breaks');
    expect(page.body).not.toContain('\\u001f');
  });
});
