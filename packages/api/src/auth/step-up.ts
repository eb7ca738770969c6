import { MESSAGES, RATE_LIMITS, type StepUpProof } from '@app/contracts';
import type { Tx } from '@app/db';

import type { AppDeps } from '../core/deps';
import { AppError, fieldError } from '../core/errors';
import { stepUpCodeMail } from '../services/mail/account-mail';
import { findAccount, type Account } from './accounts';
import { checkLoginCode, loginCodeHash, newLoginCode, storeLoginCode, type CodeFor } from './codes';
import { verifyPassword } from './passwords';
import { enforceRateLimits } from './rate-limit';
import { recordAccountEvent } from './security-events';
import { realmAudience, realmName, type Realm } from './realm';
import { asSignedIn, type HostContext } from './signed-in';
import { spendSecondFactor } from './two-factor/second-factor';
import { lockTwoFactor } from './two-factor/state';

/**
 * Step-up: before a sensitive change to one's own account (setting, changing or removing a
 * password, turning two-factor sign-in off), the person proves they own it, beyond holding an
 * access token: a code mailed to the account's address for this purpose, a code from their
 * authenticator app where two-factor sign-in is on, or the current password where there is one
 * (docs/security.md, "Sensitive account changes").
 */
export type StepUpMethod = 'code' | 'password' | 'totp';

const stepUpTarget = (realm: Realm, account: Account): CodeFor => ({
  audience: realmAudience(realm),
  email: account.email,
  purpose: 'step-up',
});

/** The signed-in account as stored now; a session whose account is gone is over. */
export async function currentAccount(tx: Tx, realm: Realm, id: string): Promise<Account> {
  const account = await findAccount(tx, realm, { id });
  if (!account) throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionExpired);
  return account;
}

/** Mails a step-up code to the signed-in account's own address (never to one the caller names). */
export async function requestStepUpCode(ctx: HostContext): Promise<{ message: string }> {
  const { deps } = ctx;
  const mail = await asSignedIn(ctx, async (tx, realm, actor) => {
    const account = await currentAccount(tx, realm, actor.id);
    const limit = RATE_LIMITS.stepUpCodePerAccount;
    await enforceRateLimits(deps.db, [{ key: `step-up-code:${account.id}`, limit }], deps.now());
    const target = stepUpTarget(realm, account);
    const code = newLoginCode();
    await storeLoginCode(tx, target, loginCodeHash(deps.config.jwtSecret, target, code), deps.now());
    await recordAccountEvent(tx, realm, { type: 'step_up_code_requested', who: account, request: ctx.request });
    return stepUpCodeMail(account.email, code, realmName(realm));
  });
  await deps.mailer.send(mail);
  return { message: MESSAGES.auth.stepUpCodeSent };
}

/** Which proof the person gave, the first of: a step-up code, an app code, the current password. */
function proofGiven(account: Account, proof: StepUpProof): StepUpMethod | null {
  if (proof.stepUpCode) return 'code';
  if (proof.totpCode) return 'totp';
  return proof.currentPassword !== undefined && account.passwordHash !== null ? 'password' : null;
}

/**
 * Checks the proof inside the change's transaction and spends a code it used, so a change that
 * rolls back leaves the code unused. Guesses are bounded per account (counted outside the
 * transaction, so a refusal still counts).
 */
export async function proveStepUp(
  deps: AppDeps,
  tx: Tx,
  realm: Realm,
  account: Account,
  proof: StepUpProof,
): Promise<StepUpMethod> {
  const given = proofGiven(account, proof);
  if (!given) {
    if (account.passwordHash === null) throw fieldError('stepUpCode', MESSAGES.auth.stepUpCodeRequired);
    throw fieldError('currentPassword', MESSAGES.auth.stepUpRequired);
  }
  const limit = RATE_LIMITS.stepUpChecksPerAccount;
  await enforceRateLimits(deps.db, [{ key: `step-up-check:${account.id}`, limit }], deps.now());
  if (given === 'code') {
    const target = stepUpTarget(realm, account);
    const presented = loginCodeHash(deps.config.jwtSecret, target, proof.stepUpCode!);
    const check = await checkLoginCode(tx, target, presented, deps.now());
    if (check === 'too-many-tries') throw fieldError('stepUpCode', MESSAGES.auth.codeTooManyTries);
    if (check !== 'accepted') throw fieldError('stepUpCode', MESSAGES.auth.stepUpCodeInvalid);
  } else if (given === 'totp') {
    const state = await lockTwoFactor(tx, realm, account.id);
    if (!state?.enabledAt) throw fieldError('totpCode', MESSAGES.auth.twoFactorNotOn);
    const used = await spendSecondFactor(deps, tx, realm, account.id, state, proof.totpCode!);
    if (!used) throw fieldError('totpCode', MESSAGES.auth.twoFactorCodeInvalid);
  } else if (!(await verifyPassword(proof.currentPassword!, account.passwordHash!))) {
    throw fieldError('currentPassword', MESSAGES.auth.currentPasswordWrong);
  }
  return given;
}
