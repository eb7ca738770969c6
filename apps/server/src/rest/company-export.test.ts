/**
 * GET /api/super-admin/companies/:id/export: a super admin downloads one company's archive; it
 * holds that company's platform row, rows and files, and nothing of another company.
 */
import { gunzipSync } from 'node:zlib';

import { describe, expect } from 'vitest';

import type { SignedInCompany } from '@app/api/testing/signed-in-company';
import { readTar } from '@app/db';

import { call, expectFailure } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';
import { pngFile } from '../testing/rest-platform';

/** Company leaving, which the super admin exports, and company staying; each has a brand with a logo. */
const it = restTest({ signedIn: ['leaving', 'staying'] });

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

it.beforeAll(async ({ form, signedIn: [a, b] }) => {
  const brand = (company: SignedInCompany, name: string) =>
    form('POST', '/api/crm/brands', { name, logo: pngFile() }, company.request.owner);
  expect((await brand(a, 'Leaving Brand')).status).toBe(201);
  expect((await brand(b, 'Staying Brand')).status).toBe(201);
});

describe('company export', () => {
  it("streams exactly the company's platform row, tables and files", async ({ server, admin, signedIn: [a, b] }) => {
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

  it('is for super admins only: 401 without a token, 403 for company users, also on their own host', async ({
    server,
    admin,
    signedIn: [a, b],
  }) => {
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

  it('answers 404 for an unknown company and 400 naming the id for a bad one, never 500', async ({ req }) => {
    expectFailure(await req('GET', exportUrl(999_999)), 404, 'NOT_FOUND');
    const bad = await req('GET', exportUrl('abc'));
    expectFailure(bad, 400, 'VALIDATION_ERROR');
    expect(JSON.stringify(bad.body.errors)).toContain('id');
  });

  it('answers 400 over /trpc: the archive is a download', async ({ server, admin, signedIn: [a] }) => {
    const input = encodeURIComponent(JSON.stringify({ id: a.company.id }));
    const res = await server.app.inject({
      method: 'GET',
      url: `/trpc/platform.companyExport.download?input=${input}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
  });
});
