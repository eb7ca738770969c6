import { MESSAGES, RATE_LIMITS, type PasswordLoginInput } from '@app/contracts';

import type { RequestInfo } from '../core/context';
import type { AppDeps } from '../core/deps';
import { AppError } from '../core/errors';
import type { HostTarget } from '../core/tenancy/host';
import { findAccount, type Account } from './accounts';
import { recordAccountEvent } from './security-events';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { emailLimitKey, enforceRateLimits } from './rate-limit';
import { inRealm, realmAudience, resolveRealm } from './realm';
import { completeSignIn, type SignInAnswer } from './sign-in';

/**
 * Sign-in with a password, for accounts that set one. Unknown email, no password, inactive
 * account and wrong password all get the same 401 after the same scrypt work.
 */
export async function passwordLogin(
  deps: AppDeps,
  target: HostTarget,
  request: RequestInfo,
  input: PasswordLoginInput,
): Promise<SignInAnswer> {
  const now = deps.now();
  // An unknown or inactive company is refused before anything is counted.
  const realm = await resolveRealm(deps, target);
  await enforceRateLimits(
    deps.db,
    [
      { key: emailLimitKey('login', realmAudience(realm), input.email), limit: RATE_LIMITS.passwordLoginPerEmail },
      { key: `login:ip:${request.ip}`, limit: RATE_LIMITS.verifyPerIp },
    ],
    now,
  );
  // Looked up in a short transaction; scrypt then runs without holding a connection.
  const found = await inRealm(deps, realm, (tx) => findAccount(tx, realm, { email: input.email }));
  const account: (Account & { passwordHash: string }) | null =
    found?.isActive && found.passwordHash !== null ? { ...found, passwordHash: found.passwordHash } : null;
  const matches = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!account || !matches) {
    // Nothing else is written for a refusal, so its event has a transaction of its own.
    const who = found ?? { typedEmail: input.email };
    const reason = !found
      ? 'unknown-account'
      : !found.isActive
        ? 'inactive'
        : account
          ? 'wrong-password'
          : 'no-password';
    const detail = { method: 'password', reason };
    await inRealm(deps, realm, (tx) => recordAccountEvent(tx, realm, { type: 'sign_in_failed', who, request, detail }));
    throw new AppError('UNAUTHORIZED', MESSAGES.auth.invalidCredentials);
  }

  return inRealm(deps, realm, async (tx) => {
    // Re-read inside the write transaction: the account may have changed during the check.
    const current = await findAccount(tx, realm, { id: account.id });
    if (!current?.isActive) throw new AppError('UNAUTHORIZED', MESSAGES.auth.invalidCredentials);
    return completeSignIn(tx, deps, realm, current, { method: 'password', request });
  });
}
