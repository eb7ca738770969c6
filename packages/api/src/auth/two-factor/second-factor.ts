import type { Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { Realm } from '../realm';
import { normalisedRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { openSecret } from './secret-box';
import { saveTwoFactor, type TwoFactorState } from './state';
import { matchTotp } from './totp';

export type SecondFactor = 'totp' | 'recovery-code';

/**
 * Checks a code from the authenticator app, or one of the recovery codes, against an enrolled
 * second factor, and spends it: the app code's time step is kept so it cannot be used again, a
 * recovery code is struck off. Null when it does not match. Call with the state locked
 * (lockTwoFactor), in the transaction that completes what the code was asked for.
 */
export async function spendSecondFactor(
  deps: AppDeps,
  tx: Tx,
  realm: Realm,
  accountId: string,
  state: TwoFactorState,
  code: string,
): Promise<SecondFactor | null> {
  const secret = state.secret && openSecret(deps.config.jwtSecret, state.secret);
  if (!secret) return null;
  const step = matchTotp(secret, code.trim(), deps.now(), state.lastStep);
  if (step !== null) {
    await saveTwoFactor(tx, realm, accountId, { lastStep: step });
    return 'totp';
  }
  const recovery = normalisedRecoveryCode(code);
  if (!recovery) return null;
  const hash = recoveryCodeHash(deps.config.jwtSecret, accountId, recovery);
  if (!state.recoveryCodes.includes(hash)) return null;
  await saveTwoFactor(tx, realm, accountId, { recoveryCodes: state.recoveryCodes.filter((kept) => kept !== hash) });
  return 'recovery-code';
}
