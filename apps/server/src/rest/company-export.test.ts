/**
 * GET /api/super-admin/companies/:id/export: a super admin downloads one company's archive; it
 * holds that company's platform row, rows and files, and nothing of another company.
 */
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInCompany, type SignedInCompany } from '@app/api/testing/signed-in-company';
import { readTar } from '@app/db';

import { call, createRestTestServer, expectFailure, superAdminHeaders, type RestTestServer } from '../testing/rest';
import { pngFile, sendForm } from '../testing/rest-platform';

let server: RestTestServer;
let admin: Record<string, string>;
let a: SignedInCompany;
let b: SignedInCompany;

const exportUrl = (id: number | string) => `/api/super-admin/companies/${id}/export`;

async function unpack(body: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  let name = '';
  let chunks: Buffer[] = [];
  await readTar([gunzipSync(body)], {
    entry: (header) => {
      name = header.name;
      chunks = [];
    },
    data: (chunk) => void chunks.push(Buffer.from(chunk)),
    end: () => void entries.set(name, Buffer.concat(chunks)),
  });
  return entries;
}

const brand = (company: SignedInCompany, name: string) =>
  sendForm(server.app, 'POST', '/api/crm/brands', company.request.owner, { name, logo: pngFile() });

beforeAll(async () => {
  server = await createRestTestServer();
  admin = await superAdminHeaders(server.harness);
  a = await signedInCompany(server.harness, 'leaving');
  b = await signedInCompany(server.harness, 'staying');
  expect((await brand(a, 'Leaving Brand')).status).toBe(201);
  expect((await brand(b, 'Staying Brand')).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

describe('company export', () => {
  it("streams exactly the company's platform row, tables and files", async () => {
    const res = await server.app.inject({ method: 'GET', url: exportUrl(a.company.id), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="company-leaving-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    const entries = await unpack(res.rawPayload);
    const text = (name: string) => entries.get(`company-leaving/${name}`)!.toString('utf8');

    expect(JSON.parse(text('company.json'))).toMatchObject({ id: a.company.id, subdomain: 'leaving' });
    const manifest = JSON.parse(text('manifest.json')) as { tables: { name: string; rows: number }[]; files: number };
    const users = text('tables/users.jsonl')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { email: string });
    expect(users.map((u) => u.email).sort()).toEqual([
      'admin@leaving.test',
      'member@leaving.test',
      'owner@leaving.test',
    ]);
    const brands = text('tables/brands.jsonl')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { name: string });
    expect(brands.map((x) => x.name)).toEqual(['Leaving Brand']);
    for (const table of manifest.tables) {
      const lines = text(`tables/${table.name}.jsonl`).split('\n').filter(Boolean);
      expect(lines.length, table.name).toBe(table.rows);
    }

    // Files: every stored file of the company, byte for byte, and none of another.
    const files = [...entries.keys()].filter((n) => n.startsWith('company-leaving/files/'));
    const stored = await server.harness.deps.storage.list(`companies/${a.company.id}/`);
    expect(stored.length).toBeGreaterThan(0);
    expect(files).toEqual(stored.map((key) => `company-leaving/files/${key}`));
    expect(manifest.files).toBe(stored.length);
    expect(entries.get(files[0]!)).toEqual(pngFile().data);

    // Nothing of the other company anywhere in the archive.
    const everything = Buffer.concat([...entries.entries()].map(([n, body]) => Buffer.concat([Buffer.from(n), body])));
    for (const foreign of ['staying', 'Staying Brand', `companies/${b.company.id}/`, b.owner.id])
      expect(everything.includes(foreign), foreign).toBe(false);
  });

  it('is for super admins only: 401 without a token, 403 for company users, also on their own host', async () => {
    expectFailure(
      await call(server.app, { method: 'GET', url: exportUrl(a.company.id), headers: { host: admin.host! } }),
      401,
      'UNAUTHORIZED',
    );
    for (const role of ['owner', 'admin', 'team_member'] as const) {
      const res = await call(server.app, { method: 'GET', url: exportUrl(a.company.id), headers: a.request[role] });
      expect([401, 403], role).toContain(res.status);
    }
    // A company token on the platform host is not a super admin.
    const { host: _own, ...ownerAuth } = a.request.owner;
    const crossed = await call(server.app, {
      method: 'GET',
      url: exportUrl(b.company.id),
      headers: { ...ownerAuth, host: admin.host! },
    });
    expect([401, 403]).toContain(crossed.status);
  });

  it('answers 404 for an unknown company and 400 naming the id for a bad one, never 500', async () => {
    expectFailure(await call(server.app, { method: 'GET', url: exportUrl(999_999), headers: admin }), 404, 'NOT_FOUND');
    const bad = await call(server.app, { method: 'GET', url: exportUrl('abc'), headers: admin });
    expectFailure(bad, 400, 'VALIDATION_ERROR');
    expect(JSON.stringify(bad.body.errors)).toContain('id');
  });

  it('answers 400 over /trpc: the archive is a download', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: a.company.id }));
    const res = await server.app.inject({
      method: 'GET',
      url: `/trpc/platform.companyExport.download?input=${input}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
  });
});
