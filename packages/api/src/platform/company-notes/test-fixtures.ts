/** Shared set-up for the notes integration tests (not a test file itself). */
import { text } from 'node:stream/consumers';

import type { UploadedFile } from '@app/contracts';

import { companyInput, timelineOf, tinyPng, trackedStorage, upload } from '../companies/test-fixtures';
import type { Storage } from '../../services/files/storage';
import { superAdminTest } from '../../testing/fixtures';
import type { TestApp } from '../../testing/harness';

const bytes = (s: string) => new TextEncoder().encode(s);

/** A minimal but well-formed PDF header and trailer: enough for magic-byte detection. */
export const pdf = (name = 'report.pdf'): UploadedFile =>
  upload(
    name,
    bytes('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    'application/pdf',
  );
export const png = (name = 'photo.png'): UploadedFile => upload(name, tinyPng());
export const txt = (name = 'notes.txt', body = 'plain words\n'): UploadedFile =>
  upload(name, bytes(body), 'text/plain');
/** A Windows executable's header, claiming to be a PDF. */
export const exe = (): UploadedFile =>
  upload(
    'invoice.pdf',
    new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, ...new Array(120).fill(0)]),
    'application/pdf',
  );
export const svg = (): UploadedFile =>
  upload(
    'drawing.svg',
    bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'image/svg+xml',
  );

/**
 * `it` with a file's app on tracked storage and its signed-in super admin (superAdminTest), plus
 * `notes`: the super admin's companyNotes calls, and `createCompany`: a company made through the
 * super admin's companies calls.
 */
export function notesAppTest() {
  return superAdminTest({ storage: trackedStorage })
    .extend(
      'notes',
      { scope: 'file' },
      ({ app, request }) =>
        () =>
          app.call(request).platform.companyNotes,
    )
    .extend(
      'createCompany',
      { scope: 'file' },
      ({ app, request }) =>
        async (subdomain: string) =>
          (await app.call(request).platform.companies.create(companyInput(subdomain))).company,
    );
}

/** The storage key inside a signed file URL (`/api/files/<key>?exp=..&sig=..`). */
export function keyOfUrl(url: string | null): string {
  if (!url) throw new Error('expected a file URL');
  return url.replace(/^\/api\/files\//, '').replace(/\?.*$/, '');
}

export async function storedText(storage: Storage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  return object ? text(object.body) : null;
}

export async function noteEvents(app: TestApp, companyId: number) {
  return (await timelineOf(app, companyId)).filter((e) => e.action.startsWith('note_'));
}
