/** The CRM import REST paths: streamed multipart upload, preview, start, progress, cancel, limits, tenants. */
import { describe, expect } from 'vitest';

import { parseCsv } from '@app/api/crm/exports/read-back';
import { runQueued } from '@app/api/crm/imports/test-fixtures';
import { IMPORT_LIMITS, MESSAGES } from '@app/contracts';

import { call, expectFailure, expectSuccess } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { fillPath, sendForm } from '../testing/rest-platform';
import type { HttpMethod } from './route-types';

const BASE = '/api/crm/imports';
const ONE = `${BASE}/:id`;
const m = MESSAGES.crm.imports;

const csv = (text: string | Uint8Array, filename = 'leads.csv') => ({
  filename,
  type: 'text/csv',
  data: typeof text === 'string' ? Buffer.from(text) : text,
});

/**
 * Companies rest-imp-a (with brand Zenith Foods) and rest-imp-b, signed in as every role. Tests
 * call and download as a's team member unless given headers; `upload` sends a CSV to start an import.
 */
const it = restTest({ signedIn: ['rest-imp-a', 'rest-imp-b'], as: 'team_member' }).extend(
  'upload',
  { scope: 'file' },
  ({ form }) =>
    (text: string | Uint8Array, headers?: Record<string, string>, kind = 'lead') =>
      form('POST', BASE, { kind, file: csv(text) }, headers),
);

it.beforeAll(async ({ server, signedIn: [a] }) => {
  await server.harness.call(a.request.owner).crm.brands.create({ name: 'Zenith Foods' });
});

const path = (suffix: string, id: string) => fillPath(`${ONE}${suffix}`, { id });

describe('an import through REST', () => {
  it('uploads, previews, starts, reports progress and the summary', async ({
    server,
    req,
    upload,
    download,
    signedIn: [a],
  }) => {
    const text =
      'Client Name,Brand,Email\nAsha,Zenith Foods,asha@r.com\nRavi,Zenith Foods,ravi@r.com\nBad,Nope,bad@r.com\n';
    const created = expectSuccess(await upload(text), 'POST', BASE);
    const imp = created.import as { id: string; mapping: string[]; totalRows: number };
    expect([imp.mapping, imp.totalRows]).toEqual([['clientName', 'brand', 'emailId'], 3]);

    const preview = expectSuccess(await req('POST', path('/preview', imp.id), {}), 'POST', `${ONE}/preview`);
    expect(preview.preview).toMatchObject({ valid: 2, failed: 1 });
    const failures = await download(path('/failures.csv', imp.id));
    expect([failures.statusCode, failures.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(failures.headers['content-disposition']).toBe('attachment; filename="leads-failed-rows.csv"');
    expect(parseCsv(failures.body)[1]).toEqual(['4', 'Bad', 'Nope', 'bad@r.com', m.unknownBrand('Nope')]);

    const start = await req('POST', path('/start', imp.id), { commitMode: 'valid', duplicates: 'skip' });
    expect((expectSuccess(start, 'POST', `${ONE}/start`).import as { status: string }).status).toMatch(
      /queued|running/,
    );
    await runQueued(server.harness, a.company.id);
    const done = expectSuccess(await req('GET', fillPath(ONE, { id: imp.id })), 'GET', ONE).import;
    expect(done).toMatchObject({
      status: 'completed',
      counts: { created: 2, failed: 1 },
      progress: { done: 3, total: 3, percent: 100 },
    });
    const history = expectSuccess(await req('GET', `${BASE}?kind=lead`), 'GET', BASE);
    expect((history.imports as { id: string }[]).map((i) => i.id)).toContain(imp.id);
    expectFailure(await req('POST', path('/cancel', imp.id), {}), 409, 'CONFLICT');
  });

  it('cancels an import that has not started', async ({ req, upload }) => {
    const imp = expectSuccess(await upload('Client Name,Brand\nAsha,Zenith Foods\n'), 'POST', BASE).import as {
      id: string;
    };
    const res = await req('POST', path('/cancel', imp.id), {});
    expect((expectSuccess(res, 'POST', `${ONE}/cancel`).import as { status: string }).status).toBe('cancelled');
    expectFailure(await req('POST', path('/start', imp.id), {}), 409, 'CONFLICT');
  });
});

describe('bad input', () => {
  it('refuses a file over the limit with 413, keeping nothing', async ({ req, upload }) => {
    const before = expectSuccess(await req('GET', BASE), 'GET', BASE).imports as unknown[];
    const big = Buffer.alloc(IMPORT_LIMITS.maxFileBytes + 1024, 'a');
    big.write('Client Name,Brand\n');
    expectFailure(await upload(big), 413, 'PAYLOAD_TOO_LARGE', {
      path: 'file',
      msg: m.fileTooLarge(IMPORT_LIMITS.maxFileBytes),
    });
    expect(expectSuccess(await req('GET', BASE), 'GET', BASE).imports).toHaveLength(before.length);
  });

  it('refuses a binary file, a missing file, JSON without a file and a bad mapping, naming the field', async ({
    server,
    req,
    upload,
    signedIn: [a],
  }) => {
    expectFailure(await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0])), 400, 'VALIDATION_ERROR', {
      path: 'file',
      msg: m.notCsv,
    });
    expectFailure(
      await sendForm(server.app, 'POST', BASE, a.request.owner, { kind: 'lead' }),
      400,
      'VALIDATION_ERROR',
      { path: 'file' },
    );
    expectFailure(await req('POST', BASE, { kind: 'lead' }, a.request.owner), 400, 'VALIDATION_ERROR', {
      path: 'file',
    });
    expectFailure(await upload('a\n1\n', a.request.owner, 'robots'), 400, 'VALIDATION_ERROR', { path: 'kind' });
    const imp = expectSuccess(await upload('Client Name,Brand\nAsha,Zenith Foods\n'), 'POST', BASE).import as {
      id: string;
    };
    expectFailure(await req('POST', path('/preview', imp.id), { mapping: ['clientName'] }), 400, 'VALIDATION_ERROR', {
      path: 'mapping',
    });
    expectFailure(await req('POST', path('/start', imp.id), { duplicates: 'merge' }), 400, 'VALIDATION_ERROR', {
      path: 'duplicates',
    });
  });
});

describe('the failing rows file', () => {
  it('is for every company role; a name that is not plain ASCII also goes as filename*', async ({
    server,
    req,
    download,
    signedIn: [a, b],
  }) => {
    const form = { kind: 'lead', file: csv('Client Name,Brand\n@sum(A1),Nope\n', 'Prospects – Pune (Q3).csv') };
    const imp = expectSuccess(await sendForm(server.app, 'POST', BASE, a.request.admin, form), 'POST', BASE).import as {
      id: string;
    };
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const res = await download(path('/failures.csv', imp.id), a.request[role]);
      expect(res.statusCode, role).toBe(200);
      expect(parseCsv(res.body)[1]).toEqual(['2', "'@sum(A1)", 'Nope', m.unknownBrand('Nope')]);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Prospects _ Pune (Q3)-failed-rows.csv"; filename*=UTF-8''Prospects%20%E2%80%93%20Pune%20%28Q3%29-failed-rows.csv`,
      );
    }
    // Another company's token on its own host: not found; on this company's host: refused.
    expectFailure(await req('GET', path('/failures.csv', imp.id), undefined, b.request.owner), 404, 'NOT_FOUND');
    const foreign = { ...b.request.owner, host: a.request.owner.host };
    expectFailure(await req('GET', path('/failures.csv', imp.id), undefined, foreign), 401, 'UNAUTHORIZED');
    expectFailure(await req('GET', path('/failures.csv', 'not-an-id')), 400, 'VALIDATION_ERROR', { path: 'id' });
  });

  it('is documented as a CSV file', async ({ server }) => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/crm/imports/{id}/failures.csv'].get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/csv; charset=utf-8']);
    expect(op.tags).toEqual(['CRM Imports']);
  });
});

describe('who may call', () => {
  it('needs a token, and never reaches another company’s import', async ({ server, req, upload, signedIn: [a, b] }) => {
    const imp = expectSuccess(await upload('Client Name,Brand\nAsha,Zenith Foods\n'), 'POST', BASE).import as {
      id: string;
    };
    expectFailure(
      await call(server.app, { method: 'GET', url: BASE, headers: { host: a.request.owner.host } }),
      401,
      'UNAUTHORIZED',
    );
    for (const [method, url] of [
      ['GET', fillPath(ONE, { id: imp.id })],
      ['POST', path('/preview', imp.id)],
      ['POST', path('/start', imp.id)],
      ['POST', path('/cancel', imp.id)],
      ['GET', path('/failures.csv', imp.id)],
    ] as [HttpMethod, string][]) {
      expectFailure(await req(method, url, method === 'GET' ? undefined : {}, b.request.owner), 404, 'NOT_FOUND');
    }
    // B's token on A's host is refused before anything is read.
    expectFailure(
      await req('GET', fillPath(ONE, { id: imp.id }), undefined, { ...b.request.owner, host: a.request.owner.host }),
      401,
      'UNAUTHORIZED',
    );
    expect(
      (expectSuccess(await req('GET', BASE, undefined, b.request.admin), 'GET', BASE).imports as unknown[]).length,
    ).toBe(0);
  });
});

describe('POST /api/crm/imports with a file part that has no file name', () => {
  it('reads it as a file named import.csv and refuses its bytes with 400, not a 500', async ({
    server,
    signedIn: [a],
  }) => {
    const boundary = '----nameless-part';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlead\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      `${'\u0000'.repeat(12)}\r\n--${boundary}--\r\n`,
    ].join('');
    const res = await call(server.app, {
      method: 'POST',
      url: BASE,
      headers: { ...a.request.owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'file' });
  });
});
