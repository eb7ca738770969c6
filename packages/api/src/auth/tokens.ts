import { createHash, createHmac, randomBytes } from 'node:crypto';

import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

import { TOKENS, type TokenRole } from '@app/contracts';

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

const keyCache = new Map<string, Uint8Array>();
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

/**
 * Verifies signature (HS256 only: `none` and every other algorithm are refused), issuer, expiry and
 * that the token was issued for this audience.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  audience: string,
  now: Date,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKENS.issuer,
      audience,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.role !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid, role: payload.role as TokenRole, aud: audience } };
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
