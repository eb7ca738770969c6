import type { Tx } from '@app/db';

import type { RequestInfo } from '../core/context';
import type { AppDeps } from '../core/deps';
import type { Account } from './accounts';
import { recordSignIn } from './accounts';
import { loadProfile } from './profile';
import { ownSigning, type Realm } from './realm';
import { recordAccountEvent } from './security-events';
import type { SignedInUser } from './serialize';
import { openSession, type TokenPair } from './sessions';
import { secondFactorDue, type TwoFactorDue } from './two-factor/due';
import type { SecondFactor } from './two-factor/second-factor';

export type SignedIn = TokenPair & { user: SignedInUser };

/** A first factor's answer: the tokens, or the challenge for a second factor. */
export type SignInAnswer = SignedIn | TwoFactorDue;

/** How the account proved itself. */
export type SignInProof =
  | { method: 'code' | 'password'; request: RequestInfo }
  | { method: 'two-factor'; secondFactor: SecondFactor; request: RequestInfo };

/**
 * The last step of every sign-in, once the account is proven and active. After a first factor
 * (code or password) a second may be due: then the answer is a challenge instead of tokens. Else:
 * last login, a new session with its token pair, and the profile the app shows.
 */
export async function completeSignIn(
  tx: Tx,
  deps: AppDeps,
  realm: Realm,
  account: Account,
  proof: SignInProof,
): Promise<SignInAnswer> {
  if (proof.method !== 'two-factor') {
    const due = await secondFactorDue(deps, tx, realm, account);
    if (due) return due;
  }
  return openSignedIn(tx, deps, realm, account, proof);
}

/** Signs the account in: its last login, the event, a session and the profile. */
export async function openSignedIn(
  tx: Tx,
  deps: AppDeps,
  realm: Realm,
  account: Account,
  proof: SignInProof,
): Promise<SignedIn> {
  const now = deps.now();
  await recordSignIn(tx, realm, account.id, now);
  const detail =
    proof.method === 'two-factor'
      ? { method: proof.method, secondFactor: proof.secondFactor }
      : { method: proof.method };
  await recordAccountEvent(tx, realm, { type: 'sign_in_succeeded', who: account, request: proof.request, detail });
  const { sessionId, tokens } = await openSession(tx, realm, account, { secret: deps.config.jwtSecret, now });
  const user = await loadProfile(tx, realm, account.id, ownSigning(deps, realm, account.id, sessionId));
  // Read moments ago in this transaction: only a concurrent deletion can get here.
  if (!user) throw new Error('signed-in account vanished within its own transaction');
  return { ...tokens, user };
}
