import { createHmac, timingSafeEqual } from 'node:crypto';

import { isPublicKey, parseKey } from './keys';

/**
 * Files are served by the API at /api/files/<key>. Whoever gets a URL from a procedure has already
 * passed that procedure's tenant and role checks, so the URL carries proof of it: an HMAC of the key
 * and an expiry. The file route then needs no session, which lets <img> tags and downloads work.
 */
export const FILES_PATH = '/api/files/';

/** What turns stored keys into URLs: the secret and the request's clock, read once per request. */
export interface UrlSigning {
  secret: string;
  now: Date;
}

export const urlSigning = (deps: { config: { jwtSecret: string }; now: () => Date }): UrlSigning => ({
  secret: deps.config.jwtSecret,
  now: deps.now(),
});

const HOUR_SECONDS = 3600;

/** Keys only hold [a-z0-9/._-] (keys.ts), so they go into the path as they are. */
export const fileUrl = (key: string) => `${FILES_PATH}${key}`;

/**
 * The expiry is the next full hour plus one, not now plus a fixed span: every URL for a key issued
 * within the same hour is identical, so browsers and proxies can cache the file, and each URL still
 * lives between one and two hours.
 */
export function signatureExpiry(now: Date): number {
  return Math.ceil(now.getTime() / 1000 / HOUR_SECONDS) * HOUR_SECONDS + HOUR_SECONDS;
}

// The secret also signs access tokens; a fixed label keeps a file signature from ever being valid
// as anything else made with the same secret.
// The download name is signed too, so a link cannot be re-labelled.
const sign = (secret: string, key: string, exp: number, name: string) =>
  createHmac('sha256', secret).update(`file-url\n${key}\n${exp}\n${name}`).digest('base64url');

/**
 * `name` is the file name a download should carry (a note attachment's original name); without
 * it the key's own file name is used.
 */
export function signedFileUrl(secret: string, key: string, now: Date, name?: string): string {
  const exp = signatureExpiry(now);
  const label = name ? `&name=${encodeURIComponent(name)}` : '';
  return `${fileUrl(key)}?exp=${exp}${label}&sig=${sign(secret, key, exp, name ?? '')}`;
}

/** True for a signature made by signedFileUrl for this key that has not expired yet. */
export function verifyFileSignature(
  secret: string,
  key: string,
  exp: string | number | undefined,
  sig: string | undefined,
  now: Date,
  name = '',
): boolean {
  if (exp === undefined || sig === undefined) return false;
  const expSeconds = typeof exp === 'number' ? exp : /^[0-9]{1,12}$/.test(exp) ? Number(exp) : NaN;
  if (!Number.isSafeInteger(expSeconds) || expSeconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, key, expSeconds, name));
  const given = Buffer.from(sig);
  // timingSafeEqual needs equal lengths; the length of a valid signature is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The URL to hand to a client for a stored key: plain for public files (logos), signed for the
 * rest, null when there is no file. Procedures call this only after their own access checks.
 */
export function publicFileUrl(
  secret: string,
  key: string | null | undefined,
  now: Date,
  downloadName?: string,
): string | null {
  if (!key) return null;
  const parsed = parseKey(key);
  if (!parsed) return null;
  return isPublicKey(parsed) ? fileUrl(key) : signedFileUrl(secret, key, now, downloadName);
}
