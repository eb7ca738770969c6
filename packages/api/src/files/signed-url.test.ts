import { describe, expect, it } from 'vitest';

import { companyLogoKey, noteAttachmentKey, superAdminAvatarKey, userAvatarKey } from './keys';
import { fileUrl, publicFileUrl, signatureExpiry, signedFileUrl, verifyFileSignature } from './signed-url';

const SECRET = 'a-test-secret-that-is-long-enough-000000000';
const key = noteAttachmentKey(3, 'pdf');
const at = (iso: string) => new Date(iso);

function query(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  return { exp: params.get('exp') ?? undefined, sig: params.get('sig') ?? undefined };
}

describe('signed file URLs', () => {
  it('signs the download name with the key, so a link cannot be re-labelled', () => {
    const now = at('2026-03-01T10:30:00Z');
    const url = signedFileUrl(SECRET, key, now, 'Quarterly report.pdf');
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('name')).toBe('Quarterly report.pdf');
    const { exp, sig } = query(url);
    expect(verifyFileSignature(SECRET, key, exp, sig, now, 'Quarterly report.pdf')).toBe(true);
    expect(verifyFileSignature(SECRET, key, exp, sig, now, 'invoice.exe')).toBe(false);
    expect(verifyFileSignature(SECRET, key, exp, sig, now)).toBe(false);
  });

  it('expires at the next full hour plus one, so URLs within an hour are identical', () => {
    expect(signatureExpiry(at('2026-03-01T10:00:00Z'))).toBe(Date.parse('2026-03-01T11:00:00Z') / 1000);
    expect(signatureExpiry(at('2026-03-01T10:00:01Z'))).toBe(Date.parse('2026-03-01T12:00:00Z') / 1000);
    expect(signatureExpiry(at('2026-03-01T10:59:59Z'))).toBe(Date.parse('2026-03-01T12:00:00Z') / 1000);
    expect(signedFileUrl(SECRET, key, at('2026-03-01T10:05:00Z'))).toBe(
      signedFileUrl(SECRET, key, at('2026-03-01T10:55:00Z')),
    );
  });

  it('accepts its own signature until the expiry', () => {
    const url = signedFileUrl(SECRET, key, at('2026-03-01T10:30:00Z'));
    expect(url.startsWith(`/api/files/${key}?exp=`)).toBe(true);
    const { exp, sig } = query(url);
    expect(verifyFileSignature(SECRET, key, exp, sig, at('2026-03-01T10:30:00Z'))).toBe(true);
    expect(verifyFileSignature(SECRET, key, exp, sig, at('2026-03-01T11:59:59Z'))).toBe(true);
    expect(verifyFileSignature(SECRET, key, Number(exp), sig, at('2026-03-01T11:59:59Z'))).toBe(true);
  });

  it('refuses an expired signature', () => {
    const { exp, sig } = query(signedFileUrl(SECRET, key, at('2026-03-01T10:30:00Z')));
    expect(verifyFileSignature(SECRET, key, exp, sig, at('2026-03-01T12:00:00Z'))).toBe(false);
    expect(verifyFileSignature(SECRET, key, exp, sig, at('2026-03-02T00:00:00Z'))).toBe(false);
  });

  it('refuses a tampered key, expiry, signature or secret', () => {
    const now = at('2026-03-01T10:30:00Z');
    const { exp, sig } = query(signedFileUrl(SECRET, key, now));
    const other = noteAttachmentKey(4, 'pdf');
    expect(verifyFileSignature(SECRET, other, exp, sig, now)).toBe(false);
    expect(verifyFileSignature(SECRET, key, String(Number(exp) + 3600), sig, now)).toBe(false);
    const flipped = sig!.slice(0, -1) + (sig!.endsWith('A') ? 'B' : 'A');
    expect(verifyFileSignature(SECRET, key, exp, flipped, now)).toBe(false);
    expect(verifyFileSignature(SECRET, key, exp, sig!.slice(1), now)).toBe(false);
    expect(verifyFileSignature('another-secret', key, exp, sig, now)).toBe(false);
  });

  it('refuses missing or malformed parameters', () => {
    const now = at('2026-03-01T10:30:00Z');
    const { exp, sig } = query(signedFileUrl(SECRET, key, now));
    expect(verifyFileSignature(SECRET, key, undefined, sig, now)).toBe(false);
    expect(verifyFileSignature(SECRET, key, exp, undefined, now)).toBe(false);
    expect(verifyFileSignature(SECRET, key, `${exp}.0`, sig, now)).toBe(false);
    expect(verifyFileSignature(SECRET, key, `-${exp}`, sig, now)).toBe(false);
    expect(verifyFileSignature(SECRET, key, '', '', now)).toBe(false);
  });
});

describe('publicFileUrl', () => {
  const now = at('2026-03-01T10:30:00Z');

  it('gives logos a plain URL, since the login page shows them before sign-in', () => {
    const logo = companyLogoKey(3, 'png');
    expect(publicFileUrl(SECRET, logo, now)).toBe(fileUrl(logo));
    expect(fileUrl(logo)).toBe(`/api/files/${logo}`);
  });

  it('signs every other kind', () => {
    for (const other of [userAvatarKey(3, 'png'), noteAttachmentKey(3, 'txt'), superAdminAvatarKey('gif')]) {
      const url = publicFileUrl(SECRET, other, now)!;
      const { exp, sig } = query(url);
      expect(verifyFileSignature(SECRET, other, exp, sig, now)).toBe(true);
    }
  });

  it('is null without a usable key', () => {
    expect(publicFileUrl(SECRET, null, now)).toBeNull();
    expect(publicFileUrl(SECRET, undefined, now)).toBeNull();
    expect(publicFileUrl(SECRET, 'not/a/key', now)).toBeNull();
  });
});
