import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestCompany } from '@app/api/auth/test-support';
import { companyLogoKey, noteAttachmentKey, superAdminAvatarKey, userAvatarKey } from '@app/api/services/files/keys';
import { fileUrl, signedFileUrl, type FileViewer } from '@app/api/services/files/signed-url';
import { createTestApp, issueTestToken, superAdminRequest, TEST_SECRET, type TestApp } from '@app/api/testing';
import { MESSAGES } from '@app/contracts';

import { registerFileRoutes } from './route';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

let testApp: TestApp;
let app: FastifyInstance;

let companyId: number;
let logo: string;
let avatar: string;
let attachment: string;
const adminAvatar = superAdminAvatarKey('png');
/** The owner's session on the company's host, and a super admin's on the admin host. */
let owner: FileViewer;
let admin: FileViewer;
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

beforeAll(async () => {
  testApp = await createTestApp();
  const made = await createTestCompany(testApp, { subdomain: 'files' });
  companyId = made.company.id;
  [logo, avatar, attachment] = [
    companyLogoKey(companyId, 'png'),
    userAvatarKey(companyId, 'png'),
    noteAttachmentKey(companyId, 'pdf'),
  ];
  const token = await issueTestToken(testApp, { id: made.owner.id, role: 'owner', companyId });
  owner = viewerOf(token);
  admin = viewerOf((await superAdminRequest(testApp)).request.authorization);
  const { storage } = testApp.deps;
  await storage.put(logo, PNG, 'image/png');
  await storage.put(avatar, PNG, 'image/png');
  await storage.put(attachment, PDF, 'application/pdf');
  await storage.put(adminAvatar, PNG, 'image/png');
  app = Fastify({ logger: false });
  registerFileRoutes(app, testApp.deps);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testApp?.close();
});

beforeEach(() => {
  testApp.clock.now = NOW;
});

const get = (url: string, host = COMPANY_HOST) => app.inject({ method: 'GET', url, headers: { host } });
const ownerLink = (key: string) => signedFileUrl(TEST_SECRET, key, NOW, owner);

function expectEnvelope(body: string, code: string, message: string) {
  expect(JSON.parse(body)).toEqual({ success: false, error: true, message, code });
}

describe('GET /api/files/*', () => {
  it('serves a logo without any sign-in or signature, cacheable by anyone', async () => {
    const res = await get(fileUrl(logo));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['content-disposition']).toBe(`inline; filename="${logo.split('/').pop()}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves other images with a live link, cached privately no longer than the link lives', async () => {
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

  it('sends documents as downloads, never rendered inline', async () => {
    const res = await get(ownerLink(attachment));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${attachment.split('/').pop()}"`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a non-public file without a link with 403', async () => {
    const res = await get(fileUrl(avatar));
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN', MESSAGES.files.linkExpired);
  });

  it('refuses a tampered signature, a link made for another key, or with another secret', async () => {
    const url = ownerLink(avatar);
    const tampered = url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(403);
    const forOther = ownerLink(attachment).replace(attachment, avatar);
    expect((await get(forOther)).statusCode).toBe(403);
    const otherSecret = signedFileUrl('some-other-secret', avatar, NOW, owner);
    expect((await get(otherSecret)).statusCode).toBe(403);
  });

  it("refuses a link on a host of another realm than the session's", async () => {
    // A company user's link on the admin host, and a super admin's on the company's host.
    expect((await get(ownerLink(avatar), ADMIN_HOST)).statusCode).toBe(403);
    expect((await get(signedFileUrl(TEST_SECRET, avatar, NOW, admin), COMPANY_HOST)).statusCode).toBe(403);
    // The platform's own files never open on a company's host.
    const adminFile = signedFileUrl(TEST_SECRET, adminAvatar, NOW, owner);
    expect((await get(adminFile, COMPANY_HOST)).statusCode).toBe(403);
  });

  it('refuses an expired link', async () => {
    const url = ownerLink(avatar);
    testApp.clock.now = new Date(NOW.getTime() + 300_000);
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN', MESSAGES.files.linkExpired);
  });

  it('answers 404 for keys that were never issued', async () => {
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

  it('answers 404 when a well-formed key has no stored file', async () => {
    const missingLogo = await get(fileUrl(companyLogoKey(companyId, 'png')));
    expect(missingLogo.statusCode).toBe(404);
    expectEnvelope(missingLogo.body, 'NOT_FOUND', MESSAGES.files.notFound);
    const missingAvatar = await get(ownerLink(userAvatarKey(companyId, 'png')));
    expect(missingAvatar.statusCode).toBe(404);
  });

  it('checks the link before looking for the file, so 404 reveals nothing without one', async () => {
    const res = await get(fileUrl(userAvatarKey(companyId, 'png')));
    expect(res.statusCode).toBe(403);
  });

  it('answers HEAD with the headers only', async () => {
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
