import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { companyLogoKey, noteAttachmentKey, superAdminAvatarKey, userAvatarKey } from '@app/api/files/keys';
import { fileUrl, signedFileUrl } from '@app/api/files/signed-url';
import { createTestApp, TEST_SECRET, type TestApp } from '@app/api/testing';
import { MESSAGES } from '@app/contracts';

import { registerFileRoutes } from './route';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

let testApp: TestApp;
let app: FastifyInstance;

const logo = companyLogoKey(5, 'png');
const avatar = userAvatarKey(5, 'png');
const attachment = noteAttachmentKey(5, 'pdf');
const adminAvatar = superAdminAvatarKey('png');
const NOW = new Date('2026-03-01T10:30:00Z');

beforeAll(async () => {
  testApp = await createTestApp();
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

const get = (url: string) => app.inject({ method: 'GET', url });

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

  it('serves other images with a valid signature, privately cached', async () => {
    for (const key of [avatar, adminAvatar]) {
      const res = await get(signedFileUrl(TEST_SECRET, key, NOW));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]+\.png"$/);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends documents as downloads, never rendered inline', async () => {
    const res = await get(signedFileUrl(TEST_SECRET, attachment, NOW));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${attachment.split('/').pop()}"`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a non-public file without a signature with 403', async () => {
    const res = await get(fileUrl(avatar));
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN', MESSAGES.auth.forbidden);
  });

  it('refuses a tampered signature or a signature for another key', async () => {
    const url = signedFileUrl(TEST_SECRET, avatar, NOW);
    const tampered = url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(403);
    const forOther = signedFileUrl(TEST_SECRET, attachment, NOW).replace(attachment, avatar);
    expect((await get(forOther)).statusCode).toBe(403);
    const otherSecret = signedFileUrl('some-other-secret', avatar, NOW);
    expect((await get(otherSecret)).statusCode).toBe(403);
  });

  it('refuses an expired signature', async () => {
    const url = signedFileUrl(TEST_SECRET, avatar, NOW);
    testApp.clock.now = new Date('2026-03-01T12:00:00Z');
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN', MESSAGES.auth.forbidden);
  });

  it('answers 404 for keys that were never issued', async () => {
    for (const url of [
      '/api/files/companies/5/logo/not-a-key.png',
      '/api/files/companies/5/logo/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/files/etc/passwd',
      `/api/files/${logo.replace('.png', '.svg')}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expectEnvelope(res.body, 'NOT_FOUND', MESSAGES.files.notFound);
    }
  });

  it('answers 404 when a well-formed key has no stored file', async () => {
    const missingLogo = await get(fileUrl(companyLogoKey(5, 'png')));
    expect(missingLogo.statusCode).toBe(404);
    expectEnvelope(missingLogo.body, 'NOT_FOUND', MESSAGES.files.notFound);
    const missingAvatar = await get(signedFileUrl(TEST_SECRET, userAvatarKey(5, 'png'), NOW));
    expect(missingAvatar.statusCode).toBe(404);
  });

  it('checks the signature before looking for the file, so 404 reveals nothing unsigned', async () => {
    const res = await get(fileUrl(userAvatarKey(5, 'png')));
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
