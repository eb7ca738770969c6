import { Secret, TOTP } from 'otpauth';

import { TWO_FACTOR } from '@app/contracts';

/**
 * Time-based one-time passwords (RFC 6238) through the otpauth library: SHA-1, six digits,
 * thirty-second steps, the parameters every authenticator app assumes.
 */
const totpOf = (secretBase32: string, label = 'account', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries: the app shows `issuer (account)`. */
export const otpauthUrl = (secretBase32: string, account: string, issuer: string) =>
  totpOf(secretBase32, account, issuer).toString();

/** The code for `at` (tests, and the browser tests' authenticator). */
export const totpCodeAt = (secretBase32: string, at: Date) =>
  totpOf(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The time step `code` belongs to, within one step of clock drift either way, or null. A step at
 * or before `lastStep` (the last one accepted) is refused, so a code seen over someone's shoulder
 * cannot be used again.
 */
export function matchTotp(secretBase32: string, code: string, at: Date, lastStep: number | null): number | null {
  // Only whole six-digit codes: the library once took short tokens as valid.
  if (!new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(code)) return null;
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: TWO_FACTOR.driftSteps });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: at.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
