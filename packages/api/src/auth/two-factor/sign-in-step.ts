import { MESSAGES, RATE_LIMITS, type TwoFactorEnrolInput, type TwoFactorSignInInput } from '@app/contracts';
import type { Tx } from '@app/db';

import type { RequestInfo } from '../../core/context';
import type { AppDeps } from '../../core/deps';
import { AppError, fieldError } from '../../core/errors';
import type { HostTarget } from '../../core/tenancy/host';
import { consumeCode, countWrongTry, type CodeCheck } from '../codes';
import { enforceRateLimits } from '../rate-limit';
import { inRealm, resolveRealm, type Realm } from '../realm';
import { recordAccountEvent } from '../security-events';
import { openSignedIn, type SignedIn } from '../sign-in';
import { findChallenge, type OpenChallenge } from './challenge';
import { confirmEnrolment, startEnrolment, type EnrolmentStart } from './enrolment';
import { spendSecondFactor } from './second-factor';
import { lockTwoFactor } from './state';

type Refusal = Exclude<CodeCheck, 'accepted'> | 'wrong-code';

/** A refusal as the client sees it: the challenge is over, or the code was wrong. */
function refuse(refusal: Refusal): never {
  if (refusal === 'wrong-code') throw fieldError('code', MESSAGES.auth.twoFactorCodeInvalid);
  if (refusal === 'too-many-tries') throw fieldError('challenge', MESSAGES.auth.codeTooManyTries);
  throw fieldError('challenge', MESSAGES.auth.twoFactorChallengeExpired);
}

/** Signed in, and for an enrolment made at this sign-in its recovery codes (shown once). */
export type TwoFactorSignedIn = SignedIn & { recoveryCodes?: string[] };

/**
 * Sign-in's second step: the challenge from verify-code or login, and a code from the
 * authenticator app or a recovery code. When the second factor was required but not set up, the
 * code confirms the enrolment started with the same challenge (enrolAtSignIn) instead. A wrong
 * code counts against the challenge, in a transaction that commits.
 */
export async function completeTwoFactor(
  deps: AppDeps,
  target: HostTarget,
  request: RequestInfo,
  input: TwoFactorSignInInput,
): Promise<TwoFactorSignedIn> {
  const realm = await resolveRealm(deps, target);
  await enforceRateLimits(
    deps.db,
    [{ key: `two-factor:ip:${request.ip}`, limit: RATE_LIMITS.verifyPerIp }],
    deps.now(),
  );
  const outcome = await inRealm(deps, realm, async (tx): Promise<TwoFactorSignedIn | Refusal> => {
    const found = await findChallenge(deps, tx, realm, input.challenge);
    if (typeof found === 'string') return found;
    const passed = await secondStep(deps, tx, realm, found, input.code);
    if (!passed) {
      const detail = { method: 'two-factor', reason: 'wrong-code' };
      await recordAccountEvent(tx, realm, { type: 'sign_in_failed', who: found.account, request, detail });
      const counted = await countWrongTry(tx, found.code);
      return counted === 'too-many-tries' ? counted : 'wrong-code';
    }
    await consumeCode(tx, found.code.id, deps.now());
    if (passed.recoveryCodes) {
      await recordAccountEvent(tx, realm, { type: 'two_factor_enabled', who: found.account, request });
    }
    const signedIn = await openSignedIn(tx, deps, realm, found.account, {
      method: 'two-factor',
      secondFactor: passed.secondFactor,
      request,
    });
    return passed.recoveryCodes ? { ...signedIn, recoveryCodes: passed.recoveryCodes } : signedIn;
  });
  return typeof outcome === 'string' ? refuse(outcome) : outcome;
}

/** The second factor checked and spent, or the enrolment confirmed; null when the code is wrong. */
async function secondStep(deps: AppDeps, tx: Tx, realm: Realm, found: OpenChallenge, code: string) {
  const state = await lockTwoFactor(tx, realm, found.account.id);
  if (!state) return null;
  if (state.enabledAt) {
    const secondFactor = await spendSecondFactor(deps, tx, realm, found.account.id, state, code);
    return secondFactor && { secondFactor };
  }
  const recoveryCodes = await confirmEnrolment(deps, tx, realm, found.account.id, state, code);
  return recoveryCodes && { secondFactor: 'totp' as const, recoveryCodes };
}

/**
 * Enrolment during a sign-in that requires a second factor the account does not have yet: a
 * pending secret for the challenge's account. The challenge stays open for the confirming code.
 */
export async function enrolAtSignIn(
  deps: AppDeps,
  target: HostTarget,
  input: TwoFactorEnrolInput,
): Promise<EnrolmentStart & { message: string }> {
  const realm = await resolveRealm(deps, target);
  const outcome = await inRealm(deps, realm, async (tx) => {
    const found = await findChallenge(deps, tx, realm, input.challenge);
    if (typeof found === 'string') return found;
    const state = await lockTwoFactor(tx, realm, found.account.id);
    if (state?.enabledAt) throw new AppError('BAD_REQUEST', MESSAGES.auth.twoFactorAlreadyOn);
    return startEnrolment(deps, tx, realm, found.account);
  });
  if (typeof outcome === 'string') refuse(outcome);
  return { message: MESSAGES.auth.twoFactorSetupStarted, ...outcome };
}
