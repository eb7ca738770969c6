/**
 * The S3 server going away in the middle of an upload: the call answers 503 STORAGE_UNAVAILABLE
 * (never a 500) and leaves no company row pointing at a file that never arrived.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';
import { describe, expect, test } from 'vitest';

import { eq, platformTables } from '@app/db';

import { failureOf } from '../../auth/test-support';
import { companyInput, tinyPng, upload } from '../../platform/companies/test-fixtures';
import { createTestApp, superAdminRequest } from '../../testing/harness';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

/**
 * `s3`: the S3 server's storage, whose server stops as the first file starts on its way (the
 * upload meets a vanished server), and `stopped()`: whether it has; `app`: the test app on it.
 */
const it = test
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('s3', { scope: 'file' }, async ({}, { onCleanup }) => {
    const dir = await mkdtemp(join(tmpdir(), 'platform-s3-outage-'));
    const s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    let stopped = false;
    const { port } = await s3server.run();
    onCleanup(async () => {
      if (!stopped) await s3server.close();
      await rm(dir, { recursive: true, force: true });
    });
    const s3 = await createS3Storage({
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket: 'platform-files',
    });
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
    return { storage, stopped: () => stopped };
  })
  .extend('app', { scope: 'file' }, async ({ s3 }, { onCleanup }) => {
    const app = await createTestApp({ storage: s3.storage });
    onCleanup(() => app.close());
    return app;
  });

describe('S3 stopping during an upload', () => {
  it('answers 503 STORAGE_UNAVAILABLE and keeps no company without its logo', async ({ app, s3 }) => {
    const { request } = await superAdminRequest(app);
    const failure = await failureOf(
      app.call(request).platform.companies.create({ ...companyInput('s3gone'), logo: upload('l.png', tinyPng()) }),
    );
    expect(s3.stopped()).toBe(true);
    expect(failure).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
    const rows = await app.deps.db
      .select()
      .from(platformTables.companies)
      .where(eq(platformTables.companies.subdomain, 's3gone'));
    expect(rows).toEqual([]);
  }, 30_000);
});
