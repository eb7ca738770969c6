import { randomBytes } from 'node:crypto';

import type { Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { findAccount, type Account } from '../accounts';
import { liveCode, loginCodeHash, storeLoginCode, type CodeCheck, type CodeFor } from '../codes';
import { realmAudience, type Realm } from '../realm';

/**
 * A sign-in whose first factor (code or password) passed and whose second is still due. The
 * challenge is `<account id>.<random>`: the id finds the account, the random part (stored only as
 * a keyed hash, with the sign-in codes) proves this sign-in. It lives as long as a sign-in code,
 * dies after as many wrong second codes, and is spent by the sign-in it completes.
 */
const targetOf = (realm: Realm, account: Pick<Account, 'email'>): CodeFor => ({
  audience: realmAudience(realm),
  email: account.email,
  purpose: 'two-factor',
});

export async function openChallenge(deps: AppDeps, tx: Tx, realm: Realm, account: Account): Promise<string> {
  const random = randomBytes(32).toString('base64url');
  const target = targetOf(realm, account);
  await storeLoginCode(tx, target, loginCodeHash(deps.config.jwtSecret, target, random), deps.now());
  return `${account.id}.${random}`;
}

export interface OpenChallenge {
  account: Account;
  /** The stored challenge, locked: count a wrong second code against it, or consume it. */
  code: { id: string; wrongTries: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The challenge's account and stored row when it is live in this realm, else why not. */
export async function findChallenge(
  deps: AppDeps,
  tx: Tx,
  realm: Realm,
  challenge: string,
): Promise<OpenChallenge | Exclude<CodeCheck, 'accepted'>> {
  const [accountId = '', random = ''] = challenge.split('.');
  if (!UUID.test(accountId) || !random) return 'invalid';
  const account = await findAccount(tx, realm, { id: accountId });
  if (!account?.isActive) return 'invalid';
  const target = targetOf(realm, account);
  const code = await liveCode(tx, target, loginCodeHash(deps.config.jwtSecret, target, random), deps.now());
  return typeof code === 'string' ? code : { account, code };
}
