import { MESSAGES, type ChangePasswordInput, type RemovePasswordInput } from '@app/contracts';

import { AppError } from '../core/errors';
import { tellAccount, type AccountChange } from '../services/mail/account-mail';
import { storePasswordHash } from './accounts';
import { hashPassword } from './passwords';
import { realmName } from './realm';
import { revokeOtherSessions } from './revoke';
import { recordAccountEvent } from './security-events';
import { asSignedIn, type HostContext } from './signed-in';
import { currentAccount, proveStepUp } from './step-up';

/**
 * Sets a first password or replaces the current one, after a step-up proof: the emailed step-up
 * code, or the current password where there is one. A stolen access token alone is therefore
 * never enough to give an account a password its owner does not know. Every other session of
 * the account ends in the same transaction; the one making the change stays signed in.
 */
export async function changePassword(ctx: HostContext, input: ChangePasswordInput): Promise<{ message: string }> {
  const { deps } = ctx;
  const done = await asSignedIn(ctx, async (tx, realm, actor) => {
    const account = await currentAccount(tx, realm, actor.id);
    const proof = await proveStepUp(deps, tx, realm, account, input);
    await storePasswordHash(tx, realm, account.id, await hashPassword(input.newPassword), deps.now());
    await revokeOtherSessions(tx, account.id, actor.sessionId);
    const change: AccountChange = account.passwordHash === null ? 'password-set' : 'password-changed';
    const type = change === 'password-set' ? 'password_set' : 'password_changed';
    await recordAccountEvent(tx, realm, { type, who: account, request: ctx.request, detail: { proof } });
    return { to: account.email, change, realm: realmName(realm) };
  });
  await tellAccount(ctx.deps, done.to, done.change, done.realm);
  return { message: done.change === 'password-set' ? MESSAGES.auth.passwordSet : MESSAGES.auth.passwordChanged };
}

/**
 * Removes the password: from then on the account signs in by emailed code only. Proving the
 * inbox always works, so a person can remove a password someone else set on their account.
 */
export async function removePassword(ctx: HostContext, input: RemovePasswordInput): Promise<{ message: string }> {
  const { deps } = ctx;
  const done = await asSignedIn(ctx, async (tx, realm, actor) => {
    const account = await currentAccount(tx, realm, actor.id);
    if (account.passwordHash === null) throw new AppError('BAD_REQUEST', MESSAGES.auth.noPasswordToRemove);
    const proof = await proveStepUp(deps, tx, realm, account, input);
    await storePasswordHash(tx, realm, account.id, null, deps.now());
    await revokeOtherSessions(tx, account.id, actor.sessionId);
    const detail = { proof };
    await recordAccountEvent(tx, realm, { type: 'password_removed', who: account, request: ctx.request, detail });
    return { to: account.email, realm: realmName(realm) };
  });
  await tellAccount(ctx.deps, done.to, 'password-removed', done.realm);
  return { message: MESSAGES.auth.passwordRemoved };
}
