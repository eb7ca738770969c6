import { describe, expect, it } from 'vitest';

import { usableClaims } from './tokens';

const NOW = Date.UTC(2030, 0, 1);
const token = (claims: Record<string, unknown>) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'sig'].join('.');
const owner = { sub: 'u-1', sid: 's', role: 'owner', aud: '12', exp: NOW / 1000 + 600 };

describe('usableClaims (whether the first data may leave with the profile)', () => {
  it("reads a company user's token that is not about to expire", () => {
    expect(usableClaims(token(owner), NOW)).toEqual({ sub: 'u-1', aud: '12', role: 'owner' });
  });
  it('says nothing for a token about to expire, without a subject, or not a token at all', () => {
    expect(usableClaims(token({ ...owner, exp: NOW / 1000 + 10 }), NOW)).toBeUndefined();
    expect(usableClaims(token({ ...owner, sub: undefined }), NOW)).toBeUndefined();
    expect(usableClaims(token({ ...owner, aud: ['12'] }), NOW)).toBeUndefined();
    expect(usableClaims('a.%%%.c', NOW)).toBeUndefined();
    expect(usableClaims(null, NOW)).toBeUndefined();
  });
});
