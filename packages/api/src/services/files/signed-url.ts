import { createHmac, timingSafeEqual } from 'node:crypto';

import { FILE_LINKS, TOKENS } from '@app/contracts';

import { isPublicKey, parseKey } from './keys';

/**
 * Files are served by the API at /api/files/<key>. Whoever gets a URL from a procedure has already
 * passed that procedure's tenant and role checks, so the URL carries proof of it: an HMAC of the
 * key, a near expiry and the session that asked. The file route honours it only while that session
 * is open and its account active, on a host of the realm that signed it (link-access.ts); <img>
 * tags and downloads then work without a token (docs/decisions/0006-files.md).
 */
export const FILES_PATH = '/api/files/';

/**
 * Who a link is for: a session, with its account, in its realm (`platform` or the company id). An
 * API key's link names the key as both session and account (isKeyViewer): it is honoured while the
 * key is live.
 */
export interface FileViewer {
  audience: string;
  sessionId: string;
  userId: string;
}

/** What turns stored keys into URLs: the secret, the request's clock (read once) and the viewer. */
export interface UrlSigning {
  secret: string;
  now: Date;
  /** Without a viewer only public files (logos) get a working URL: no session backs the others. */
  viewer?: FileViewer;
}

interface SigningDeps {
  config: { jwtSecret: string };
  now: () => Date;
}

interface SessionActor {
  id: string;
  sessionId: string;
}

/**
 * The caller a procedure answers: a super admin on the platform, a company user in their company,
 * or an API key (a company's, or the platform's when there is no company).
 */
export interface Viewing {
  deps: SigningDeps;
  actor: (SessionActor & { kind: 'super_admin' | 'user' }) | { kind: 'api_key'; id: string };
  company?: { id: number };
}

function audienceOf({ actor, company }: Viewing): string {
  if (actor.kind === 'super_admin') return TOKENS.platformAudience;
  if (company) return String(company.id);
  if (actor.kind === 'api_key') return TOKENS.platformAudience;
  throw new Error('a company user signs links in their own company');
}

/** A link made for an API key rather than a person's session. */
export const isKeyViewer = (viewer: FileViewer) => viewer.sessionId === viewer.userId;

/** The signing of one request, for the caller it answers (the actor's session, in its realm). */
export function urlSigning(viewing: Viewing): UrlSigning {
  const { actor } = viewing;
  const sessionId = actor.kind === 'api_key' ? actor.id : actor.sessionId;
  return {
    secret: viewing.deps.config.jwtSecret,
    now: viewing.deps.now(),
    viewer: { audience: audienceOf(viewing), sessionId, userId: actor.id },
  };
}

/** Keys only hold [a-z0-9/._-] (keys.ts), so they go into the path as they are. */
export const fileUrl = (key: string) => `${FILES_PATH}${key}`;

const WINDOW_SECONDS = FILE_LINKS.lifetimeSeconds / 2;

/**
 * The expiry is the next window's end plus one window, not now plus a fixed span: every link to a
 * key issued within the same window (for the same session) is identical, so the browser can cache
 * the file, and each link lives between one and two windows (5 to 10 minutes).
 */
export function signatureExpiry(now: Date): number {
  return Math.ceil(now.getTime() / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS + WINDOW_SECONDS;
}

// The secret also signs access tokens; a fixed label keeps a link's signature from ever being
// valid as anything else made with the same secret. The download name is signed too, so a link
// cannot be re-labelled, and so is the realm, so a link works on no other realm's host.
const sign = (secret: string, key: string, exp: number, name: string, viewer: FileViewer) =>
  createHmac('sha256', secret)
    .update(['file-link', key, exp, name, viewer.audience, viewer.sessionId, viewer.userId].join('\n'))
    .digest('base64url');

/**
 * `name` is the file name a download should carry (a note attachment's original name); without
 * it the key's own file name is used.
 */
export function signedFileUrl(secret: string, key: string, now: Date, viewer: FileViewer, name?: string): string {
  const exp = signatureExpiry(now);
  const label = name ? `&name=${encodeURIComponent(name)}` : '';
  const sig = sign(secret, key, exp, name ?? '', viewer);
  return `${fileUrl(key)}?exp=${exp}&sid=${viewer.sessionId}&uid=${viewer.userId}${label}&sig=${sig}`;
}

/** A link's query as it arrives (each value once, or absent). */
export interface FileLinkQuery {
  exp?: string;
  sid?: string;
  uid?: string;
  name?: string;
  sig?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The viewer and expiry (seconds) of a link signed for this key in this realm that has not
 * expired yet; null for anything else. Whether its session is still open is link-access.ts's.
 */
export function verifyFileLink(
  secret: string,
  key: string,
  audience: string,
  query: FileLinkQuery,
  now: Date,
): { viewer: FileViewer; exp: number } | null {
  const { exp, sid, uid, sig, name = '' } = query;
  if (exp === undefined || sig === undefined || sid === undefined || uid === undefined) return null;
  if (!UUID.test(sid) || !UUID.test(uid)) return null;
  const expSeconds = /^[0-9]{1,12}$/.test(exp) ? Number(exp) : NaN;
  if (!Number.isSafeInteger(expSeconds) || expSeconds * 1000 <= now.getTime()) return null;
  const viewer = { audience, sessionId: sid, userId: uid };
  const expected = Buffer.from(sign(secret, key, expSeconds, name, viewer));
  const given = Buffer.from(sig);
  // timingSafeEqual needs equal lengths; the length of a valid signature is no secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { viewer, exp: expSeconds };
}

/**
 * The URL to hand to a client for a stored key: plain for public files (logos), signed for the
 * viewer otherwise, null when there is no file. Procedures call this only after their own checks.
 */
export function fileUrlFor(signing: UrlSigning, key: string | null | undefined, downloadName?: string): string | null {
  if (!key) return null;
  const parsed = parseKey(key);
  if (!parsed) return null;
  if (isPublicKey(parsed) || !signing.viewer) return fileUrl(key);
  return signedFileUrl(signing.secret, key, signing.now, signing.viewer, downloadName);
}

/**
 * @deprecated Makes a URL for no session: only public files (logos) open through it. Use
 * fileUrlFor with the request's urlSigning, which carries the caller's session.
 */
export const publicFileUrl = (secret: string, key: string | null | undefined, now: Date, downloadName?: string) =>
  fileUrlFor({ secret, now }, key, downloadName);
