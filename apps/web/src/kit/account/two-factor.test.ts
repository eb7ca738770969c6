import { describe, expect, it } from 'vitest';

import { groupSecret, recoveryCodesFile } from './two-factor';

describe('groupSecret', () => {
  it('splits a setup key into groups of four, as apps show it', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});

describe('recoveryCodesFile', () => {
  it('names whose codes they are and where they work, then one code a line', () => {
    const text = recoveryCodesFile(
      ['abcde-fghjk', 'mnpqr-stuvw'],
      { email: 'ada@acme.test', place: 'acme.example.com' },
      new Date(2030, 3, 5, 23, 30),
    );
    expect(text.split('\n')).toEqual([
      'Recovery codes for ada@acme.test (acme.example.com)',
      'Made on 2030-04-05',
      'Each code signs you in once, when you cannot use your authenticator app.',
      '',
      'abcde-fghjk',
      'mnpqr-stuvw',
      '',
    ]);
  });
});
