import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';

import type { SignInResult } from '../types';
import { afterFirstFactor, afterSecondFactor, challengeOver, stepTitle } from './login-steps';

const signedIn = { accessToken: 'a', refreshToken: 'r', user: { id: 'u1' } } as unknown as SignInResult;
const refusal = (path: string, msg: string) =>
  Object.assign(new Error(msg), { data: { httpStatus: 400, code: 'BAD_REQUEST', errors: [{ path, msg }] } });

describe('afterFirstFactor', () => {
  it('signs in when the answer holds the tokens', () => {
    expect(afterFirstFactor('ada@acme.test', signedIn)).toEqual({ signedIn });
  });

  it('asks for the app code when two-factor sign-in is on', () => {
    const answer = { twoFactorRequired: true as const, twoFactorSetupRequired: false, challenge: 'c1' };
    expect(afterFirstFactor('ada@acme.test', answer)).toEqual({
      step: { name: 'second-factor', email: 'ada@acme.test', challenge: 'c1' },
    });
  });

  it('leads through enrolment when it is required and not set up', () => {
    const answer = { twoFactorRequired: true as const, twoFactorSetupRequired: true, challenge: 'c2' };
    expect(afterFirstFactor('ada@acme.test', answer)).toEqual({
      step: { name: 'enrol', email: 'ada@acme.test', challenge: 'c2' },
    });
  });
});

describe('afterSecondFactor', () => {
  it('signs in at once after an app or recovery code', () => {
    expect(afterSecondFactor('ada@acme.test', signedIn)).toEqual({ signedIn });
  });

  it('shows the recovery codes of an enrolment first, and signs in without them', () => {
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    const outcome = afterSecondFactor('ada@acme.test', { ...signedIn, recoveryCodes: codes });
    expect(outcome).toEqual({ step: { name: 'recovery-codes', email: 'ada@acme.test', codes, signedIn } });
  });
});

describe('challengeOver', () => {
  it('is true only when the server refused the challenge itself', () => {
    expect(challengeOver(refusal('challenge', MESSAGES.auth.twoFactorChallengeExpired))).toBe(true);
    expect(challengeOver(refusal('code', MESSAGES.auth.twoFactorCodeInvalid))).toBe(false);
    expect(challengeOver(new Error('offline'))).toBe(false);
  });
});

describe('stepTitle', () => {
  it('names the second-factor steps for what they are', () => {
    expect(stepTitle({ name: 'email' })).toBe(MESSAGES.web.login.signInTitle);
    expect(stepTitle({ name: 'second-factor', email: 'a@b.c', challenge: 'c' })).toBe(MESSAGES.web.twoFactor.title);
    expect(stepTitle({ name: 'enrol', email: 'a@b.c', challenge: 'c' })).toBe(MESSAGES.web.twoFactor.title);
    expect(stepTitle({ name: 'recovery-codes', email: 'a@b.c', codes: [], signedIn })).toBe(
      MESSAGES.web.twoFactor.recoveryTitle,
    );
  });
});
