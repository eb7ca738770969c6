import { describe, expect, it } from 'vitest';

import { companyLogoKey, noteAttachmentKey, superAdminAvatarKey, userAvatarKey } from './keys';
import {
  fileUrl,
  fileUrlFor,
  signatureExpiry,
  signedFileUrl,
  urlSigning,
  verifyFileLink,
  type FileLinkQuery,
  type FileViewer,
} from './signed-url';

const SECRET = 'a-test-secret-that-is-long-enough-000000000';
const key = noteAttachmentKey(3, 'pdf');
const at = (iso: string) => new Date(iso);
const viewer: FileViewer = {
  audience: '3',
  sessionId: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
};

function query(url: string): FileLinkQuery {
  const params = new URL(url, 'http://x').searchParams;
  const get = (name: string) => params.get(name) ?? undefined;
  return { exp: get('exp'), sid: get('sid'), uid: get('uid'), name: get('name'), sig: get('sig') };
}

const verify = (q: FileLinkQuery, now: Date, audience = viewer.audience, forKey = key) =>
  verifyFileLink(SECRET, forKey, audience, q, now);

describe('signed file links', () => {
  it('carry the session and account that asked, and verify to them', () => {
    const now = at('2026-03-01T10:31:00Z');
    const url = signedFileUrl(SECRET, key, now, viewer);
    expect(url.startsWith(`/api/files/${key}?exp=`)).toBe(true);
    expect(query(url)).toMatchObject({ sid: viewer.sessionId, uid: viewer.userId });
    expect(verify(query(url), now)).toEqual({ viewer, exp: signatureExpiry(now) });
  });

  it('live five to ten minutes, identical within the same five minutes', () => {
    expect(signatureExpiry(at('2026-03-01T10:00:00Z'))).toBe(Date.parse('2026-03-01T10:05:00Z') / 1000);
    expect(signatureExpiry(at('2026-03-01T10:00:01Z'))).toBe(Date.parse('2026-03-01T10:10:00Z') / 1000);
    expect(signatureExpiry(at('2026-03-01T10:04:59Z'))).toBe(Date.parse('2026-03-01T10:10:00Z') / 1000);
    expect(signedFileUrl(SECRET, key, at('2026-03-01T10:00:30Z'), viewer)).toBe(
      signedFileUrl(SECRET, key, at('2026-03-01T10:04:30Z'), viewer),
    );
  });

  it('are refused once expired', () => {
    const q = query(signedFileUrl(SECRET, key, at('2026-03-01T10:01:00Z'), viewer));
    expect(verify(q, at('2026-03-01T10:09:59Z'))).not.toBeNull();
    expect(verify(q, at('2026-03-01T10:10:00Z'))).toBeNull();
    expect(verify(q, at('2026-03-01T12:00:00Z'))).toBeNull();
  });

  it('sign the download name, so a link cannot be re-labelled', () => {
    const now = at('2026-03-01T10:30:00Z');
    const q = query(signedFileUrl(SECRET, key, now, viewer, 'Quarterly report.pdf'));
    expect(q.name).toBe('Quarterly report.pdf');
    expect(verify(q, now)).not.toBeNull();
    expect(verify({ ...q, name: 'invoice.exe' }, now)).toBeNull();
    expect(verify({ ...q, name: undefined }, now)).toBeNull();
  });

  it('refuse another realm, key, session, account, expiry, signature or secret', () => {
    const now = at('2026-03-01T10:30:00Z');
    const q = query(signedFileUrl(SECRET, key, now, viewer));
    expect(verify(q, now, 'platform')).toBeNull();
    expect(verify(q, now, '4')).toBeNull();
    expect(verify(q, now, viewer.audience, noteAttachmentKey(3, 'pdf'))).toBeNull();
    expect(verify({ ...q, sid: '33333333-3333-4333-8333-333333333333' }, now)).toBeNull();
    expect(verify({ ...q, uid: '33333333-3333-4333-8333-333333333333' }, now)).toBeNull();
    expect(verify({ ...q, exp: String(Number(q.exp) + 300) }, now)).toBeNull();
    const flipped = q.sig!.slice(0, -1) + (q.sig!.endsWith('A') ? 'B' : 'A');
    expect(verify({ ...q, sig: flipped }, now)).toBeNull();
    expect(verify({ ...q, sig: q.sig!.slice(1) }, now)).toBeNull();
    expect(verifyFileLink('another-secret', key, viewer.audience, q, now)).toBeNull();
  });

  it('refuse missing or malformed parameters', () => {
    const now = at('2026-03-01T10:30:00Z');
    const q = query(signedFileUrl(SECRET, key, now, viewer));
    for (const broken of [
      { ...q, exp: undefined },
      { ...q, sig: undefined },
      { ...q, sid: undefined },
      { ...q, uid: undefined },
      { ...q, exp: `${q.exp}.0` },
      { ...q, exp: `-${q.exp}` },
      { ...q, sid: 'not-a-session' },
      { exp: '', sig: '', sid: '', uid: '' },
    ]) {
      expect(verify(broken, now)).toBeNull();
    }
  });
});

describe('urlSigning and fileUrlFor', () => {
  const now = at('2026-03-01T10:30:00Z');
  const deps = { config: { jwtSecret: SECRET }, now: () => now };
  const actor = { id: viewer.userId, sessionId: viewer.sessionId };

  it('signs for a company user in their company, and for a super admin on the platform', () => {
    expect(urlSigning({ deps, actor: { ...actor, kind: 'user' }, company: { id: 3 } }).viewer).toEqual(viewer);
    expect(urlSigning({ deps, actor: { ...actor, kind: 'super_admin' } }).viewer).toEqual({
      ...viewer,
      audience: 'platform',
    });
  });

  it('gives logos a plain URL, since the login page shows them before sign-in', () => {
    const logo = companyLogoKey(3, 'png');
    expect(fileUrlFor({ secret: SECRET, now, viewer }, logo)).toBe(fileUrl(logo));
    expect(fileUrlFor({ secret: SECRET, now }, logo)).toBe(`/api/files/${logo}`);
  });

  it("signs every other kind for the viewer's session", () => {
    for (const other of [userAvatarKey(3, 'png'), noteAttachmentKey(3, 'txt'), superAdminAvatarKey('gif')]) {
      const url = fileUrlFor({ secret: SECRET, now, viewer }, other)!;
      expect(verify(query(url), now, viewer.audience, other)?.viewer).toEqual(viewer);
    }
  });

  it('without a viewer leaves other kinds unsigned, which the file route refuses', () => {
    const avatar = userAvatarKey(3, 'png');
    expect(fileUrlFor({ secret: SECRET, now }, avatar)).toBe(fileUrl(avatar));
  });

  it('is null without a usable key', () => {
    const signing = { secret: SECRET, now, viewer };
    expect(fileUrlFor(signing, null)).toBeNull();
    expect(fileUrlFor(signing, undefined)).toBeNull();
    expect(fileUrlFor(signing, 'not/a/key')).toBeNull();
  });
});
