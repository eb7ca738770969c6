/** Shared set-up for the super admins integration tests (not a test file itself). */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SUPER_ADMIN_ROLE, type UploadedFile } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { describeError } from '../errors';
import { createLocalStorage } from '../files/local';
import type { Storage } from '../files/storage';
import { isTRPCError } from '../middlewares/errors';
import { issueTestToken, platformHost, seedSuperAdmin, type TestApp } from '../testing/harness';

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

/** An SVG that claims to be a PNG: refused by its bytes, whatever the name and type say. */
export const svgUpload = () =>
  upload('me.png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));

/** Local storage that remembers what is in it, to assert on files without knowing their keys. */
export async function trackedStorage(): Promise<Storage & { keys: Set<string> }> {
  const inner = createLocalStorage(await mkdtemp(join(tmpdir(), 'super-admins-test-files-')));
  const keys = new Set<string>();
  return {
    driver: inner.driver,
    keys,
    async put(key, data, contentType) {
      await inner.put(key, data, contentType);
      keys.add(key);
    },
    get: (key) => inner.get(key),
    async remove(key) {
      await inner.remove(key);
      keys.delete(key);
    },
    removePrefix: (prefix) => inner.removePrefix(prefix),
    ping: () => inner.ping(),
  };
}

export async function adminRow(app: TestApp, id: string) {
  const t = platformTables.superAdmins;
  return (await app.deps.db.select().from(t).where(eq(t.id, id)))[0];
}

/** A super admin and the headers of a signed-in request as them. */
export async function signedInAdmin(app: TestApp, email: string, name = `Admin ${email}`) {
  const admin = await seedSuperAdmin(app, email, name);
  const token = await issueTestToken(app, { id: admin.id, role: SUPER_ADMIN_ROLE, companyId: null });
  return { admin, request: { ...platformHost, authorization: `Bearer ${token}` } };
}

/** The status, code and field errors a client would see for a failed call. */
export async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (!isTRPCError(error)) throw error;
  return describeError(error);
}
