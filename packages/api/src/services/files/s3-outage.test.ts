/**
 * The S3 server going away in the middle of an upload: the call answers 503 STORAGE_UNAVAILABLE
 * (never a 500) and leaves no company row pointing at a file that never arrived.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, platformTables } from '@app/db';

import { failureOf } from '../../auth/test-support';
import { companyInput, tinyPng, upload } from '../../platform/companies/test-fixtures';
import { createTestApp, superAdminRequest, type TestApp } from '../../testing/harness';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

let dir: string;
let s3server: S3rver;
let app: TestApp;
let stopped = false;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'platform-s3-outage-'));
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await s3server.run();
  const s3 = await createS3Storage({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket: 'platform-files',
  });
  // The server stops as the first file starts on its way: the upload meets a vanished server.
  const storage: Storage = {
    ...s3,
    put: async (key, data, contentType) => {
      if (!stopped) {
        stopped = true;
        await s3server.close();
      }
      return s3.put(key, data, contentType);
    },
  };
  app = await createTestApp({ storage });
});
afterAll(async () => {
  await app.close();
  if (!stopped) await s3server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3 stopping during an upload', () => {
  it('answers 503 STORAGE_UNAVAILABLE and keeps no company without its logo', async () => {
    const { request } = await superAdminRequest(app);
    const failure = await failureOf(
      app.call(request).platform.companies.create({ ...companyInput('s3gone'), logo: upload('l.png', tinyPng()) }),
    );
    expect(stopped).toBe(true);
    expect(failure).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
    const rows = await app.deps.db
      .select()
      .from(platformTables.companies)
      .where(eq(platformTables.companies.subdomain, 's3gone'));
    expect(rows).toEqual([]);
  }, 30_000);
});
