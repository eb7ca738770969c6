import type { RouterOutputs } from '@app/api';

/** The signed-in account as `auth.me` and sign-in return it: a super admin, or a company user. */
export type SessionUser = RouterOutputs['auth']['me']['user'];

/** What a first factor (emailed code or password) answers: the tokens, or a second factor is due. */
export type FirstFactorAnswer = RouterOutputs['auth']['verifyCode'];
/** What a successful sign-in returns: both tokens and the user. */
export type SignInResult = Extract<FirstFactorAnswer, { accessToken: string }>;
/** A sign-in whose second factor is due: the challenge its next step answers with. */
export type TwoFactorChallenge = Extract<FirstFactorAnswer, { twoFactorRequired: true }>;
/** Sign-in's second step: the tokens, and the recovery codes when it completed an enrolment. */
export type TwoFactorSignedIn = RouterOutputs['auth']['twoFactor'];

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  /** The profile could not be loaded for a reason other than the session (server down): tokens kept. */
  | { status: 'unavailable'; retry: () => void };

export const companyOf = (user: SessionUser) => ('company' in user ? user.company : undefined);
