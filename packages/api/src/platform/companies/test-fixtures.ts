/** Shared set-up for the companies integration tests (not a test file itself). */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { UploadedFile } from '@app/contracts';
import { eq, platformTables, sql } from '@app/db';

import { createLocalStorage } from '../../services/files/local';
import type { Storage } from '../../services/files/storage';
import type { TestApp } from '../../testing/harness';

/** A real 1×1 PNG: signature, IHDR, IDAT, IEND. */
export const tinyPng = () =>
  new Uint8Array(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

export const upload = (filename: string, data: Uint8Array, mimeType = 'image/png'): UploadedFile => ({
  kind: 'uploaded-file',
  filename,
  mimeType,
  data,
});

export const svgUpload = () =>
  upload(
    'logo.png',
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'image/png',
  );

export const companyInput = (subdomain: string, extra: Record<string, unknown> = {}) => ({
  companyName: `Company ${subdomain}`,
  subdomain,
  phone: '+1 555 0100',
  website: 'example.com',
  description: 'A test company',
  themeColor: '#ab12cd',
  owner: { fullName: `Owner of ${subdomain}`, email: `Owner@${subdomain}.test` },
  ...extra,
});

/** Local storage that remembers what is in it, to assert on files without knowing their keys. */
export async function trackedStorage(): Promise<Storage & { keys: Set<string>; failPuts: boolean }> {
  const inner = createLocalStorage(await mkdtemp(join(tmpdir(), 'companies-test-files-')));
  const keys = new Set<string>();
  const tracked = {
    driver: inner.driver,
    keys,
    failPuts: false,
    async put(key: string, data: Uint8Array, contentType: string) {
      if (tracked.failPuts) throw new Error('storage is down');
      await inner.put(key, data, contentType);
      keys.add(key);
    },
    get: (key: string) => inner.get(key),
    async remove(key: string) {
      await inner.remove(key);
      keys.delete(key);
    },
    async removePrefix(prefix: string) {
      await inner.removePrefix(prefix);
      for (const key of [...keys]) if (key.startsWith(prefix)) keys.delete(key);
    },
    list: (prefix: string) => inner.list(prefix),
    ping: () => inner.ping(),
  };
  return tracked;
}

/** Whether a key is stored; the body stream is closed at once (it holds a file handle). */
export async function fileExists(storage: Storage, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.body.destroy();
  return object !== null;
}

export async function schemaExists(app: TestApp, companyId: number): Promise<boolean> {
  const rows = await app.deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.schemata where schema_name = ${`tenant_${companyId}`}`,
  );
  return rows[0]!.n === 1;
}

export async function companyRow(app: TestApp, id: number) {
  const [row] = await app.deps.db.select().from(platformTables.companies).where(eq(platformTables.companies.id, id));
  return row;
}

export async function timelineOf(app: TestApp, id: number) {
  const t = platformTables.companyTimeline;
  return app.deps.db.select().from(t).where(eq(t.companyId, id)).orderBy(t.createdAt);
}
