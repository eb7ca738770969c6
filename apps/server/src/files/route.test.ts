import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';

import { createTestCompany } from '@app/api/auth/test-support';
import { companyLogoKey, noteAttachmentKey, superAdminAvatarKey, userAvatarKey } from '@app/api/services/files/keys';
import { fileUrl, signedFileUrl, type FileViewer } from '@app/api/services/files/signed-url';
import { createTestApp, issueTestToken, superAdminRequest, TEST_SECRET } from '@app/api/testing';
import { MESSAGES } from '@app/contracts';

import { registerFileRoutes } from './route';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const adminAvatar = superAdminAvatarKey('png');
const COMPANY_HOST = 'files.localhost';
const ADMIN_HOST = 'admin.localhost';
// On a window's edge: links made now expire in exactly five minutes.
const NOW = new Date('2026-03-01T10:30:00Z');

/** The session an access token carries, as a link names it. */
function viewerOf(authorization: string): FileViewer {
  const token = authorization.replace(/^Bearer /, '');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
  return { audience: claims.aud!, sessionId: claims.sid!, userId: claims.sub! };
}

/**
 * `it` with, for the file:
 * - `testApp`: the harness, its clock at NOW in every test;
 * - `stored`: company `files` with its logo, its owner's avatar and a note's attachment stored, and
 *   a super admin's avatar, before the first test;
 * - `owner`: the owner's session on the company's host, and `admin`: a super admin's on the admin
 *   host;
 * - `app`: a server with only the file routes; `get`: a GET on the company's host unless given
 *   another; `ownerLink`: a link to a key made now for the owner.
 */
const it = test
  // Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  .extend('testApp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const testApp = await createTestApp();
    onCleanup(() => testApp.close());
    return testApp;
  })
  .extend('stored', { scope: 'file', auto: true }, async ({ testApp }) => {
    const made = await createTestCompany(testApp, { subdomain: 'files' });
    const companyId = made.company.id;
    const stored = {
      companyId,
      ownerId: made.owner.id,
      logo: companyLogoKey(companyId, 'png'),
      avatar: userAvatarKey(companyId, 'png'),
      attachment: noteAttachmentKey(companyId, 'pdf'),
    };
    const { storage } = testApp.deps;
    await storage.put(stored.logo, PNG, 'image/png');
    await storage.put(stored.avatar, PNG, 'image/png');
    await storage.put(stored.attachment, PDF, 'application/pdf');
    await storage.put(adminAvatar, PNG, 'image/png');
    return stored;
  })
  .extend('owner', { scope: 'file' }, async ({ testApp, stored: { ownerId, companyId } }) =>
    viewerOf(await issueTestToken(testApp, { id: ownerId, role: 'owner', companyId })),
  )
  .extend('admin', { scope: 'file' }, async ({ testApp }) =>
    viewerOf((await superAdminRequest(testApp)).request.authorization),
  )
  .extend('app', { scope: 'file' }, async ({ testApp }, { onCleanup }) => {
    const app = Fastify({ logger: false });
    onCleanup(() => app.close());
    registerFileRoutes(app, testApp.deps);
    await app.ready();
    return app;
  })
  .extend(
    'get',
    { scope: 'file' },
    ({ app }) =>
      (url: string, host = COMPANY_HOST) =>
        app.inject({ method: 'GET', url, headers: { host } }),
  )
  .extend(
    'ownerLink',
    { scope: 'file' },
    ({ owner }) =>
      (key: string) =>
        signedFileUrl(TEST_SECRET, key, NOW, owner),
  );

it.beforeEach(({ testApp }) => {
  testApp.clock.now = NOW;
});

function expectEnvelope(body: string, code: string, message: string) {
  expect(JSON.parse(body)).toEqual({ success: false, error: true, message, code });
}

describe('GET /api/files/*', () => {
  it('serves a logo without any sign-in or signature, cacheable by anyone', async ({ get, stored: { logo } }) => {
    const res = await get(fileUrl(logo));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['content-disposition']).toBe(`inline; filename="${logo.split('/').pop()}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves other images with a live link, cached privately no longer than the link lives', async ({
    testApp,
    stored: { avatar },
    admin,
    get,
    ownerLink,
  }) => {
    for (const [url, host] of [
      [ownerLink(avatar), COMPANY_HOST],
      [signedFileUrl(TEST_SECRET, adminAvatar, NOW, admin), ADMIN_HOST],
      [signedFileUrl(TEST_SECRET, avatar, NOW, admin), ADMIN_HOST],
    ] as const) {
      const res = await get(url, host);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]+\.png"$/);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    testApp.clock.now = new Date(NOW.getTime() + 240_000);
    expect((await get(ownerLink(avatar))).headers['cache-control']).toBe('private, max-age=60');
  });

  it('sends documents as downloads, never rendered inline', async ({ stored: { attachment }, get, ownerLink }) => {
    const res = await get(ownerLink(attachment));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${attachment.split('/').pop()}"`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a non-public file without a link with 403', async ({ stored: { avatar }, get }) => {
    const res = await get(fileUrl(avatar));
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN', MESSAGES.files.linkExpired);
  });

  it('refuses a tampered signature, a link made for another key, or with another secret', async ({
    stored: { avatar, attachment },
    owner,
    get,
    ownerLink,
  }) => {
    const url = ownerLink(avatar);
    const tampered = url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(403);
    const forOther = ownerLink(attachment).replace(attachment, avatar);
    expect((await get(forOther)).statusCode).toBe(403);
    const otherSecret = signedFileUrl('some-other-secret', avatar, NOW, owner);
    expect((await get(otherSecret)).statusCode).toBe(403);
  });

  it("refuses a link on a host of another realm than the session's", async ({
    stored: { avatar },
    owner,
    admin,
    get,
    ownerLink,
  }) => {
    // A company user's link on the admin host, and a super admin's on the company's host.
    expect((await get(ownerLink(avatar), ADMIN_HOST)).statusCode).toBe(403);
    expect((await get(signedFileUrl(TEST_SECRET, avatar, NOW, admin), COMPANY_HOST)).statusCode).toBe(403);
    // The platform's own files never open on a company's host.
    const adminFile = signedFileUrl(TEST_SECRET, adminAvatar, NOW, owner);
    expect((await get(adminFile, COMPANY_HOST)).statusCode).toBe(403);
  });

  it('refuses an expired link', async ({ testApp, stored: { avatar }, get, ownerLink }) => {
    const url = ownerLink(avatar);
    testApp.clock.now = new Date(NOW.getTime() + 300_000);
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN', MESSAGES.files.linkExpired);
  });

  it('answers 404 for keys that were never issued', async ({ stored: { companyId, logo }, get }) => {
    for (const url of [
      `/api/files/companies/${companyId}/logo/not-a-key.png`,
      `/api/files/companies/${companyId}/logo/..%2F..%2F..%2Fetc%2Fpasswd`,
      '/api/files/etc/passwd',
      `/api/files/${logo.replace('.png', '.svg')}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expectEnvelope(res.body, 'NOT_FOUND', MESSAGES.files.notFound);
    }
  });

  it('answers 404 when a well-formed key has no stored file', async ({ stored: { companyId }, get, ownerLink }) => {
    const missingLogo = await get(fileUrl(companyLogoKey(companyId, 'png')));
    expect(missingLogo.statusCode).toBe(404);
    expectEnvelope(missingLogo.body, 'NOT_FOUND', MESSAGES.files.notFound);
    const missingAvatar = await get(ownerLink(userAvatarKey(companyId, 'png')));
    expect(missingAvatar.statusCode).toBe(404);
  });

  it('checks the link before looking for the file, so 404 reveals nothing without one', async ({
    stored: { companyId },
    get,
  }) => {
    const res = await get(fileUrl(userAvatarKey(companyId, 'png')));
    expect(res.statusCode).toBe(403);
  });

  it('answers HEAD with the headers only', async ({ stored: { logo }, app }) => {
    const res = await app.inject({ method: 'HEAD', url: fileUrl(logo) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('contentDisposition', () => {
  it('keeps an ASCII name as it is and adds the exact UTF-8 name otherwise', async () => {
    const { contentDisposition } = await import('./route');
    expect(contentDisposition('attachment', 'report.pdf')).toBe('attachment; filename="report.pdf"');
    expect(contentDisposition('attachment', 'Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});
