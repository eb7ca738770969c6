import { MESSAGES, type ConfirmTwoFactorInput, type StepUpProof } from '@app/contracts';

import { AppError, fieldError } from '../../core/errors';
import { tellAccount } from '../../services/mail/account-mail';
import { realmName } from '../realm';
import { revokeOtherSessions } from '../revoke';
import { recordAccountEvent } from '../security-events';
import { asSignedIn, type HostContext } from '../signed-in';
import { currentAccount, proveStepUp } from '../step-up';
import { confirmEnrolment, startEnrolment } from './enrolment';
import { lockTwoFactor, saveTwoFactor, TWO_FACTOR_OFF } from './state';

/**
 * Two-factor sign-in from the signed-in person's own settings (User Settings; the admin portal's
 * Account page): start, confirm with a code from the app, or turn off with a step-up proof.
 */
export function setUpTwoFactor(ctx: HostContext) {
  return asSignedIn(ctx, async (tx, realm, actor) => {
    const account = await currentAccount(tx, realm, actor.id);
    const state = await lockTwoFactor(tx, realm, account.id);
    if (state?.enabledAt) throw new AppError('BAD_REQUEST', MESSAGES.auth.twoFactorAlreadyOn);
    return { message: MESSAGES.auth.twoFactorSetupStarted, ...(await startEnrolment(ctx.deps, tx, realm, account)) };
  });
}

export function confirmTwoFactor(ctx: HostContext, input: ConfirmTwoFactorInput) {
  return asSignedIn(ctx, async (tx, realm, actor) => {
    const state = await lockTwoFactor(tx, realm, actor.id);
    if (state?.enabledAt) throw new AppError('BAD_REQUEST', MESSAGES.auth.twoFactorAlreadyOn);
    if (!state?.secret) throw new AppError('BAD_REQUEST', MESSAGES.auth.twoFactorSetupFirst);
    const recoveryCodes = await confirmEnrolment(ctx.deps, tx, realm, actor.id, state, input.code);
    if (!recoveryCodes) throw fieldError('code', MESSAGES.auth.twoFactorCodeInvalid);
    await recordAccountEvent(tx, realm, { type: 'two_factor_enabled', who: actor, request: ctx.request });
    return { message: MESSAGES.auth.twoFactorEnabled, recoveryCodes };
  });
}

/**
 * Off, after a step-up proof. Where the company (or the platform, for super admins) requires a
 * second factor, the person enrols again at their next sign-in. Their other sessions end, and the
 * account is mailed, as for a password change.
 */
export async function disableTwoFactor(ctx: HostContext, input: StepUpProof) {
  const done = await asSignedIn(ctx, async (tx, realm, actor) => {
    const account = await currentAccount(tx, realm, actor.id);
    const state = await lockTwoFactor(tx, realm, account.id);
    if (!state?.enabledAt) throw new AppError('BAD_REQUEST', MESSAGES.auth.twoFactorNotOn);
    const proof = await proveStepUp(ctx.deps, tx, realm, account, input);
    await saveTwoFactor(tx, realm, account.id, TWO_FACTOR_OFF);
    await revokeOtherSessions(tx, account.id, actor.sessionId);
    await recordAccountEvent(tx, realm, {
      type: 'two_factor_disabled',
      who: account,
      request: ctx.request,
      detail: { proof },
    });
    return { to: account.email, realm: realmName(realm) };
  });
  await tellAccount(ctx.deps, done.to, 'two-factor-off', done.realm);
  return { message: MESSAGES.auth.twoFactorDisabled };
}
