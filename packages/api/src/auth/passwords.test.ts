import { describe, expect, it } from 'vitest';

import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt', async () => {
    const a = await hashPassword('s3cret password');
    const b = await hashPassword('s3cret password');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret password', a)).toBe(true);
    expect(await verifyPassword('s3cret passworD', a)).toBe(false);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$abc$def', 'bcrypt$10$8$1$abc$def', 'scrypt$16384$8$1$abc$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('the decoy check always fails', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
