import { describe, expect, it } from 'vitest';

import {
  companyLogoKey,
  companyPrefix,
  contentTypeForKey,
  isPublicKey,
  noteAttachmentKey,
  parseKey,
  superAdminAvatarKey,
  userAvatarKey,
} from './keys';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('storage keys', () => {
  it('puts every company file under the company prefix', () => {
    expect(companyPrefix(7)).toBe('companies/7/');
    expect(companyLogoKey(7, 'png')).toMatch(new RegExp(`^companies/7/logo/${UUID}\\.png$`));
    expect(userAvatarKey(7, 'webp')).toMatch(new RegExp(`^companies/7/avatars/${UUID}\\.webp$`));
    expect(noteAttachmentKey(7, 'docx')).toMatch(new RegExp(`^companies/7/notes/${UUID}\\.docx$`));
    expect(superAdminAvatarKey('jpg')).toMatch(new RegExp(`^platform/avatars/${UUID}\\.jpg$`));
  });

  it('never reuses a key', () => {
    expect(companyLogoKey(7, 'png')).not.toBe(companyLogoKey(7, 'png'));
  });

  it('refuses ids and extensions that would make a bad key', () => {
    expect(() => companyPrefix(0)).toThrow();
    expect(() => companyPrefix(-1)).toThrow();
    expect(() => companyPrefix(1.5)).toThrow();
    expect(() => companyPrefix(Number.NaN)).toThrow();
    // Callers pass inspected extensions; a cast-through value must still not reach a key.
    expect(() => companyLogoKey(1, '../x' as 'png')).toThrow();
  });

  it('parses what it generates', () => {
    const logo = companyLogoKey(12, 'gif');
    expect(parseKey(logo)).toEqual({ kind: 'companyLogo', companyId: 12, ext: 'gif', key: logo });
    expect(parseKey(userAvatarKey(12, 'png'))).toMatchObject({ kind: 'userAvatar', companyId: 12 });
    expect(parseKey(noteAttachmentKey(12, 'pdf'))).toMatchObject({ kind: 'noteAttachment', companyId: 12, ext: 'pdf' });
    expect(parseKey(superAdminAvatarKey('png'))).toMatchObject({ kind: 'superAdminAvatar', companyId: null });
  });

  it.each([
    '',
    'companies/7/logo/not-a-uuid.png',
    'companies/07/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png',
    'companies/0/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png',
    'companies/7/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.pdf',
    'companies/7/avatars/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.svg',
    'companies/7/notes/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.html',
    'companies/7/other/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png',
    'companies/7/logo/0B7C1F3E-5C1A-4D4E-9A53-1F0A2B3C4D5E.png',
    'companies/7/../8/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png',
    '/companies/7/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png',
    'companies/7/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png/',
    'companies/99999999999999999/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png',
    'platform/avatars/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.pdf',
    'platform/logo/0b7c1f3e-5c1a-4d4e-9a53-1f0a2b3c4d5e.png',
  ])('returns null for malformed key %j', (key) => {
    expect(parseKey(key)).toBeNull();
  });

  it('treats only logos as public', () => {
    expect(isPublicKey(parseKey(companyLogoKey(1, 'png'))!)).toBe(true);
    expect(isPublicKey(parseKey(userAvatarKey(1, 'png'))!)).toBe(false);
    expect(isPublicKey(parseKey(noteAttachmentKey(1, 'pdf'))!)).toBe(false);
    expect(isPublicKey(parseKey(superAdminAvatarKey('png'))!)).toBe(false);
  });

  it('knows the content type of each extension', () => {
    expect(contentTypeForKey('companies/1/logo/x.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('companies/1/notes/x.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeForKey('companies/1/notes/x.exe')).toBe('application/octet-stream');
    expect(contentTypeForKey('companies/1/notes/noext')).toBe('application/octet-stream');
  });
});
