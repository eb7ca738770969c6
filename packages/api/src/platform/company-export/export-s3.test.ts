/**
 * A company's export with S3 storage: its files come from the bucket through the driver, byte for
 * byte, and nothing of another company's prefix does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readTar } from '@app/db';

import { companyInput, tinyPng, upload } from '../companies/test-fixtures';
import { startS3TestServer, type S3TestServer } from '../../services/files/s3-test-server';
import { createTestApp, superAdminRequest, type TestApp } from '../../testing/harness';
import { streamCompanyExport } from './archive';

let dir: string;
let s3: S3TestServer;
let app: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'platform-export-s3-'));
  s3 = await startS3TestServer(dir);
  app = await createTestApp({ storage: await s3.bucket('platform-files') });
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('company export with S3 storage', () => {
  it("holds the company's files from the bucket and none of another company's", async () => {
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
