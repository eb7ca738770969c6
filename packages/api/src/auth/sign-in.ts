import type { Tx } from '@app/db';

import type { RequestInfo } from '../context';
import type { AppDeps } from '../deps';
import type { Account } from './accounts';
import { recordSignIn } from './accounts';
import { loadProfile } from './profile';
import { recordAccountEvent } from './security-events';
import { ownSigning, type Realm } from './realm';
import type { SignedInUser } from './serialize';
import { openSession, type TokenPair } from './sessions';

export type SignedIn = TokenPair & { user: SignedInUser };

/**
 * The last step of every sign-in (code or password), once the account is proven and active:
 * last login, a new session with its token pair, and the profile the app shows.
 */
export interface SignInProof {
  method: 'code' | 'password';
  request: RequestInfo;
}

export async function completeSignIn(
  tx: Tx,
  deps: AppDeps,
  realm: Realm,
  account: Account,
  proof: SignInProof,
): Promise<SignedIn> {
  const now = deps.now();
  await recordSignIn(tx, realm, account.id, now);
  const detail = { method: proof.method };
  await recordAccountEvent(tx, realm, { type: 'sign_in_succeeded', who: account, request: proof.request, detail });
  const { sessionId, tokens } = await openSession(tx, realm, account, { secret: deps.config.jwtSecret, now });
  const user = await loadProfile(tx, realm, account.id, ownSigning(deps, realm, account.id, sessionId));
  // Read moments ago in this transaction: only a concurrent deletion can get here.
  if (!user) throw new Error('signed-in account vanished within its own transaction');
  return { ...tokens, user };
}
