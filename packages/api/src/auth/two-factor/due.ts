import type { Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { Account } from '../accounts';
import type { Realm } from '../realm';
import { openChallenge } from './challenge';
import { lockTwoFactor } from './state';

/** What verify-code and login answer instead of tokens when a second factor is due. */
export interface TwoFactorDue {
  twoFactorRequired: true;
  /** Required, but not set up yet: the person enrols now (POST /api/auth/two-factor/setup). */
  twoFactorSetupRequired: boolean;
  challenge: string;
}

/** The company's owner, or the platform's configuration for super admins, requires a second factor. */
export const twoFactorRequired = (deps: AppDeps, realm: Realm) =>
  realm.kind === 'platform' ? deps.config.requireSuperAdminTwoFactor === true : realm.company.requireTwoFactor;

/** Null when the first factor is enough; otherwise a new challenge for the second. */
export async function secondFactorDue(
  deps: AppDeps,
  tx: Tx,
  realm: Realm,
  account: Account,
): Promise<TwoFactorDue | null> {
  const state = await lockTwoFactor(tx, realm, account.id);
  const enrolled = Boolean(state?.enabledAt);
  if (!enrolled && !twoFactorRequired(deps, realm)) return null;
  const challenge = await openChallenge(deps, tx, realm, account);
  return { twoFactorRequired: true, twoFactorSetupRequired: !enrolled, challenge };
}
