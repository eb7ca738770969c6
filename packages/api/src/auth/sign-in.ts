import type { Tx } from '@app/db';

import type { AppDeps } from '../deps';
import type { Account } from './accounts';
import { recordSignIn } from './accounts';
import { loadProfile } from './profile';
import type { Realm } from './realm';
import type { SignedInUser } from './serialize';
import { openSession, type TokenPair } from './sessions';

export type SignedIn = TokenPair & { user: SignedInUser };

/**
 * The last step of every sign-in (code or password), once the account is proven and active:
 * last login, a new session with its token pair, and the profile the app shows.
 */
export async function completeSignIn(tx: Tx, deps: AppDeps, realm: Realm, account: Account): Promise<SignedIn> {
  const now = deps.now();
  await recordSignIn(tx, realm, account.id, now);
  const tokens = await openSession(tx, realm, account, { secret: deps.config.jwtSecret, now });
  const user = await loadProfile(tx, realm, account.id, { secret: deps.config.jwtSecret, now });
  // Read moments ago in this transaction: only a concurrent deletion can get here.
  if (!user) throw new Error('signed-in account vanished within its own transaction');
  return { ...tokens, user };
}
