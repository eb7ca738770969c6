import { describe, expect, it } from 'vitest';

import { normalisedRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { matchTotp, newTotpSecret, otpauthUrl, totpCodeAt } from './totp';

describe('time-based codes', () => {
  // RFC 6238 appendix B: the SHA-1 test secret "12345678901234567890", here in base32.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('matches the RFC 6238 test vectors (last six digits)', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, new Date(1_234_567_890_000))).toBe('005924');
  });

  it('takes one step of drift either way, and never a step already used', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-26T12:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotp(secret, totpCodeAt(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() - 90_000)), now, null)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, step - 1)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    const secret = newTotpSecret();
    const now = new Date();
    const code = totpCodeAt(secret, now);
    for (const bad of [code.slice(1), `${code}0`, ' 123456', '12345a', '']) {
      expect(matchTotp(secret, bad, now, null)).toBeNull();
    }
  });

  it('names the issuer and account in the otpauth address', () => {
    const url = otpauthUrl('JBSWY3DPEHPK3PXP', 'olivia@acme.io', 'Acme Corp');
    expect(url).toMatch(/^otpauth:\/\/totp\/Acme%20Corp:olivia%40acme\.io\?/);
    expect(url).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(url).toContain('issuer=Acme%20Corp');
  });
});

describe('sealed secrets', () => {
  it('opens with the same server secret only', () => {
    const sealed = sealSecret('server secret one', 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret('server secret one', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret('server secret two', sealed)).toBeNull();
    expect(openSecret('server secret one', `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openSecret('server secret one', 'JBSWY3DPEHPK3PXP')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, read back whatever the case or spacing', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first] = codes as [string];
    expect(normalisedRecoveryCode(` ${first.toUpperCase()} `)).toBe(first.replace('-', ''));
    expect(normalisedRecoveryCode('123456')).toBeNull();
    expect(normalisedRecoveryCode('abcde-abcd1')).toBeNull();
  });

  it('hash per account', () => {
    expect(recoveryCodeHash('s', 'a', 'abcdeabcde')).not.toBe(recoveryCodeHash('s', 'b', 'abcdeabcde'));
  });
});
