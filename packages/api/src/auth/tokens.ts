import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';

import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

import { TOKENS, type TokenRole } from '@app/contracts';

import { BoundedCache, stringBytes } from '../core/caching/bounded-cache';

export interface AccessClaims {
  /** The super admin's or user's id. */
  sub: string;
  role: TokenRole;
  /** The session (refresh family) id. */
  sid: string;
  /** `platform` or the company id. */
  aud: string;
}

const ALGORITHM = 'HS256';

export const audienceOf = (companyId: number | null) =>
  companyId === null ? TOKENS.platformAudience : String(companyId);

/** Per secret: a server has one, a test run a few; the bound only stops a runaway. */
const keyCache = new BoundedCache<string, Uint8Array>({
  maxEntries: 16,
  maxBytes: 64 * 1024,
  sizeOf: (secret, key) => stringBytes(secret) + key.byteLength,
});
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

export async function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(claims.aud)
    .setIssuer(TOKENS.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKENS.accessTtlSeconds)
    .sign(keyFor(secret));
}

export type VerifyFailure = 'invalid' | 'expired' | 'wrong-audience';

type Verified = { ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure };

/**
 * The HMAC key imported once per secret: jose imports a raw secret again on every verify, which
 * cost a tenth of an authenticated call (docs/decisions/0018-request-path.md).
 */
const verifyKeys = new BoundedCache<string, Promise<webcrypto.CryptoKey>>({
  maxEntries: 16,
  maxBytes: 64 * 1024,
  // The secret and a CryptoKey holding a copy of it.
  sizeOf: (secret) => 2 * stringBytes(secret) + 256,
});
function verifyKeyFor(secret: string): Promise<webcrypto.CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', keyFor(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature and issuer were checked, by their exact text, with what the check found:
 * a token is sent with every call for 15 minutes, and its signature cannot change. Expiry and
 * audience are checked again on every use, exactly as jose does (`exp <= now` in whole seconds).
 */
interface VerifiedToken {
  secret: string;
  claims: Omit<AccessClaims, 'aud'>;
  aud: string;
  exp: number;
}
/**
 * Only tokens this server signed get in (after their signature checked out), so an entry is a
 * few hundred bytes: 50,000 people active within 15 minutes fit in the byte bound.
 */
const verifiedTokens = new BoundedCache<string, VerifiedToken>({
  maxEntries: 50_000,
  maxBytes: 32 * 1024 * 1024,
  // The secret is one shared string, not a copy per entry.
  sizeOf: (token, v) =>
    stringBytes(token) + stringBytes(v.claims.sub) + stringBytes(v.claims.sid) + stringBytes(v.aud) + 64,
});

function fromVerified(secret: string, token: string, audience: string, now: Date): Verified | undefined {
  const known = verifiedTokens.get(token);
  if (!known || known.secret !== secret) return undefined;
  if (known.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  if (known.aud !== audience) return { ok: false, reason: 'wrong-audience' };
  return { ok: true, claims: { ...known.claims, aud: audience } };
}

/**
 * Verifies signature (HS256 only: `none` and every other algorithm are refused), issuer, expiry and
 * that the token was issued for this audience.
 */
export async function verifyAccessToken(secret: string, token: string, audience: string, now: Date): Promise<Verified> {
  const known = fromVerified(secret, token, audience, now);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await verifyKeyFor(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKENS.issuer,
      audience,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.role !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const claims = { sub: payload.sub, sid: payload.sid, role: payload.role as TokenRole };
    // Only a token with a single string audience is remembered, so the audience check above is jose's.
    if (typeof payload.exp === 'number' && typeof payload.aud === 'string') {
      verifiedTokens.set(token, { secret, claims, aud: payload.aud, exp: payload.exp });
    }
    return { ok: true, claims: { ...claims, aud: audience } };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
      return { ok: false, reason: 'wrong-audience' };
    }
    return { ok: false, reason: 'invalid' };
  }
}

/** Opaque refresh tokens: random, stored only as a hash. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Keyed hash for short secrets (login codes), so a table dump cannot be brute-forced offline. */
export const keyedHash = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}
