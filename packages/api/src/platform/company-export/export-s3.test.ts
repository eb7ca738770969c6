/**
 * A company's export with S3 storage: its files come from the bucket through the driver, byte for
 * byte, and nothing of another company's prefix does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { describe, expect, test } from 'vitest';

import { readTar } from '@app/db';

import { companyInput, tinyPng, upload } from '../companies/test-fixtures';
import { startS3TestServer } from '../../services/files/s3-test-server';
import { createTestApp, superAdminRequest } from '../../testing/harness';
import { streamCompanyExport } from './archive';

/** `s3`: an S3 server with its store in a temporary folder; `app`: the test app on its bucket. */
const it = test
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('s3', { scope: 'file' }, async ({}, { onCleanup }) => {
    const dir = await mkdtemp(join(tmpdir(), 'platform-export-s3-'));
    const s3 = await startS3TestServer(dir);
    onCleanup(async () => {
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    });
    return s3;
  })
  .extend('app', { scope: 'file' }, async ({ s3 }, { onCleanup }) => {
    const app = await createTestApp({ storage: await s3.bucket('platform-files') });
    onCleanup(() => app.close());
    return app;
  });

describe('company export with S3 storage', () => {
  it("holds the company's files from the bucket and none of another company's", async ({ app }) => {
    const { request } = await superAdminRequest(app);
    const create = (subdomain: string) =>
      app.call(request).platform.companies.create({ ...companyInput(subdomain), logo: upload('l.png', tinyPng()) });
    const { company } = await create('leaving');
    await create('staying');

    const chunks: Buffer[] = [];
    await streamCompanyExport(app.deps, company.id, {
      begin: () => {},
      write: async (chunk) => void chunks.push(Buffer.from(chunk)),
    });
    const files = new Map<string, Buffer>();
    let name = '';
    let parts: Buffer[] = [];
    await readTar([gunzipSync(Buffer.concat(chunks))], {
      entry: (header) => void ((name = header.name), (parts = [])),
      data: (chunk) => void parts.push(Buffer.from(chunk)),
      end: () => void (name.includes('/files/') && files.set(name, Buffer.concat(parts))),
    });
    const stored = await app.deps.storage.list(`companies/${company.id}/`);
    expect(stored.length).toBeGreaterThan(0);
    expect([...files.keys()].sort()).toEqual(stored.map((key) => `company-leaving/files/${key}`));
    for (const bytes of files.values()) expect(bytes).toEqual(Buffer.from(tinyPng()));
  }, 60_000);
});
