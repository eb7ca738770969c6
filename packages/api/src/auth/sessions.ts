import { TOKENS } from '@app/contracts';
import { eq, platformTables, type Executor, type Tx } from '@app/db';

import type { Account } from './accounts';
import { realmAudience, realmCompanyId, type Realm } from './realm';
import { revokeSession } from './revoke';
import { hashToken, newRefreshToken, signAccessToken } from './tokens';

const { sessions, refreshTokens } = platformTables;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

interface Signing {
  secret: string;
  now: Date;
}

async function issuePair(
  tx: Tx,
  sessionId: string,
  realm: Realm,
  account: Account,
  { secret, now }: Signing,
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId, createdAt: now });
  const claims = { sub: account.id, role: account.role, sid: sessionId, aud: realmAudience(realm) };
  return { accessToken: await signAccessToken(secret, claims, now), refreshToken };
}

/** A new session (refresh family) for a signed-in account, with its first token pair. */
/** A new session (one sign-in on one device) and its first token pair. */
export async function openSession(
  tx: Tx,
  realm: Realm,
  account: Account,
  signing: Signing,
): Promise<{ sessionId: string; tokens: TokenPair }> {
  const [session] = await tx
    .insert(sessions)
    .values({
      audience: realmAudience(realm),
      companyId: realmCompanyId(realm),
      subjectId: account.id,
      role: account.role,
      // Absolute lifetime: rotation never extends it.
      expiresAt: new Date(signing.now.getTime() + TOKENS.refreshAbsoluteTtlMs),
      createdAt: signing.now,
    })
    .returning({ id: sessions.id });
  return { sessionId: session!.id, tokens: await issuePair(tx, session!.id, realm, account, signing) };
}

export type RotationRefusal = 'unknown' | 'wrong-host' | 'closed' | 'reused';
export type Rotation = { ok: true; tokens: TokenPair } | { ok: false; reason: RotationRefusal };

/**
 * Trades a refresh token for a new pair in the same family. A token seen twice means it was
 * copied: the whole family is revoked, so the thief and the owner both have to sign in again.
 * Refusals are returned, not thrown, so the revocation commits.
 */
export async function rotateRefreshToken(
  tx: Tx,
  realm: Realm,
  presented: string,
  loadAccount: (subjectId: string) => Promise<Account | null>,
  signing: Signing,
): Promise<Rotation> {
  const [found] = await tx
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1)
    .for('update', { of: refreshTokens });
  if (!found) return { ok: false, reason: 'unknown' };
  const { token, session } = found;
  if (session.audience !== realmAudience(realm)) return { ok: false, reason: 'wrong-host' };
  if (session.revokedAt || session.expiresAt <= signing.now) return { ok: false, reason: 'closed' };
  if (token.usedAt) {
    await revokeSession(tx, session.id);
    return { ok: false, reason: 'reused' };
  }
  const account = await loadAccount(session.subjectId);
  if (!account || !account.isActive) return { ok: false, reason: 'closed' };

  await tx.update(refreshTokens).set({ usedAt: signing.now }).where(eq(refreshTokens.tokenHash, token.tokenHash));
  // The role may have changed since sign-in; the new access token carries the current one.
  if (account.role !== session.role)
    await tx.update(sessions).set({ role: account.role }).where(eq(sessions.id, session.id));
  return { ok: true, tokens: await issuePair(tx, session.id, realm, account, signing) };
}

/** Logout: ends the family the token belongs to. Unknown tokens are fine (already signed out). */
export async function endSessionOfRefreshToken(db: Executor, presented: string): Promise<void> {
  const [found] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (found) await revokeSession(db, found.sessionId);
}
