import { MESSAGES, RATE_LIMITS, type ChangePasswordInput } from '@app/contracts';

import { AppError, fieldError } from '../errors';
import { findAccount, storePasswordHash } from './accounts';
import { hashPassword, verifyPassword } from './passwords';
import { enforceRateLimits } from './rate-limit';
import { revokeOtherSessions } from './revoke';
import { asSignedIn, type HostContext } from './signed-in';

/**
 * Sets or replaces the signed-in account's password. Replacing needs the current one (a stolen
 * access token alone must not be enough to take the account over); afterwards every other session
 * of the account ends, the one making the change stays signed in.
 */
export function changePassword(ctx: HostContext, input: ChangePasswordInput): Promise<{ message: string }> {
  const { deps } = ctx;
  return asSignedIn(ctx, async (tx, realm, actor) => {
    const account = await findAccount(tx, realm, { id: actor.id });
    if (!account) throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionExpired);
    if (account.passwordHash !== null) {
      if (!input.currentPassword) throw fieldError('currentPassword', MESSAGES.auth.currentPasswordRequired);
      // Guessing the current password is limited like password sign-in (counted outside this transaction).
      await enforceRateLimits(
        deps.db,
        [{ key: `change-password:${account.id}`, limit: RATE_LIMITS.passwordLoginPerEmail }],
        deps.now(),
      );
      if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
        throw fieldError('currentPassword', MESSAGES.auth.currentPasswordWrong);
      }
    }
    await storePasswordHash(tx, realm, account.id, await hashPassword(input.newPassword), deps.now());
    await revokeOtherSessions(tx, account.id, actor.sessionId);
    return { message: MESSAGES.auth.passwordChanged };
  });
}
