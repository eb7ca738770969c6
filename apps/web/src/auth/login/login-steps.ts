import { MESSAGES } from '@app/contracts';

import { describeError } from '../../lib/api/errors';
import type { FirstFactorAnswer, SignInResult, TwoFactorSignedIn } from '../types';

/** Where the login page is: each step knows what the ones before it established. */
export type LoginStep =
  | { name: 'email' }
  | { name: 'code'; email: string }
  /** Two-factor sign-in is on: a code from the app, or a recovery code. */
  | { name: 'second-factor'; email: string; challenge: string }
  /** Required but not set up yet: enrol now, with the same challenge. */
  | { name: 'enrol'; email: string; challenge: string }
  /** Signed in by an enrolment: its recovery codes, shown once before the portal opens. */
  | { name: 'recovery-codes'; email: string; codes: string[]; signedIn: SignInResult };

/** What an answer leads to: signed in, or another step. */
export type LoginOutcome = { signedIn: SignInResult } | { step: LoginStep };

/** After the emailed code (or a password): the tokens, or the second factor's step. */
export function afterFirstFactor(email: string, answer: FirstFactorAnswer): LoginOutcome {
  if (!('twoFactorRequired' in answer)) return { signedIn: answer };
  const { challenge } = answer;
  return { step: { name: answer.twoFactorSetupRequired ? 'enrol' : 'second-factor', email, challenge } };
}

/** After the second factor: signed in, unless an enrolment's recovery codes are to be shown first. */
export function afterSecondFactor(email: string, answer: TwoFactorSignedIn): LoginOutcome {
  const { recoveryCodes, ...signedIn } = answer;
  if (!recoveryCodes?.length) return { signedIn };
  return { step: { name: 'recovery-codes', email, codes: recoveryCodes, signedIn } };
}

/**
 * Whether a refusal ended the sign-in (expired, already used, too many wrong codes): no code can
 * complete it now, only starting again from the email.
 */
export const challengeOver = (error: unknown) => describeError(error).errors.some((e) => e.path === 'challenge');

/** The page's heading for a step. */
export function stepTitle(step: LoginStep): string {
  if (step.name === 'second-factor' || step.name === 'enrol') return MESSAGES.web.twoFactor.title;
  if (step.name === 'recovery-codes') return MESSAGES.web.twoFactor.recoveryTitle;
  return MESSAGES.web.login.signInTitle;
}
