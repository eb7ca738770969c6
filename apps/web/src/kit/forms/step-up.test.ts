import { describe, expect, it } from 'vitest';

import { EMPTY_STEP_UP, proofMethods, stepUpError, stepUpInput } from './step-up';

describe('proofMethods', () => {
  it('offers the authenticator app first where two-factor sign-in is on, then the password, then a code', () => {
    expect(proofMethods({ hasPassword: true, twoFactorEnabled: true })).toEqual(['totp', 'password', 'code']);
    expect(proofMethods({ hasPassword: false, twoFactorEnabled: true })).toEqual(['totp', 'code']);
  });

  it('without two-factor sign-in: the password where there is one, an emailed code always', () => {
    expect(proofMethods({ hasPassword: true, twoFactorEnabled: false })).toEqual(['password', 'code']);
    expect(proofMethods({ hasPassword: false, twoFactorEnabled: false })).toEqual(['code']);
  });
});

describe('stepUpInput', () => {
  it('sends only the proof filled in, codes trimmed', () => {
    expect(stepUpInput(EMPTY_STEP_UP)).toEqual({});
    expect(stepUpInput({ ...EMPTY_STEP_UP, totpCode: ' 123456 ' })).toEqual({ totpCode: '123456' });
    expect(stepUpInput({ ...EMPTY_STEP_UP, stepUpCode: '654321 ' })).toEqual({ stepUpCode: '654321' });
    // A password is taken as typed: spaces may be part of it.
    expect(stepUpInput({ ...EMPTY_STEP_UP, currentPassword: ' pass word ' })).toEqual({
      currentPassword: ' pass word ',
    });
  });
});

describe('stepUpError', () => {
  it('shows whichever proof field the server named', () => {
    expect(stepUpError({})).toBeUndefined();
    expect(stepUpError({ totpCode: 'Invalid code' })).toBe('Invalid code');
    expect(stepUpError({ currentPassword: 'Wrong', totpCode: undefined })).toBe('Wrong');
    expect(stepUpError({ stepUpCode: 'Expired' })).toBe('Expired');
  });
});
