import { randomInt, timingSafeEqual } from 'node:crypto';

import { LOGIN_CODE } from '@app/contracts';
import { and, desc, eq, isNull, platformTables, sql, type Tx } from '@app/db';

import { keyedHash } from './tokens';

const { loginCodes } = platformTables;

/**
 * `sign-in` opens a session; `step-up` proves the inbox before a sensitive account change;
 * `two-factor` is a sign-in's challenge waiting for its second factor.
 */
export type CodePurpose = 'sign-in' | 'step-up' | 'two-factor';

export interface CodeFor {
  /** `platform` or the company id: a code only opens the realm it was issued for. */
  audience: string;
  email: string;
  /** Sign-in when absent. A code of one purpose never serves the other. */
  purpose?: CodePurpose;
}

const purposeOf = (target: CodeFor): CodePurpose => target.purpose ?? 'sign-in';

/** Six digits from the CSPRNG, leading zeros kept. */
export const newLoginCode = () => String(randomInt(0, 10 ** LOGIN_CODE.length)).padStart(LOGIN_CODE.length, '0');

/**
 * Only this keyed hash is stored; binding audience, email and purpose means a hash is useless
 * anywhere else.
 */
export const loginCodeHash = (secret: string, target: CodeFor, code: string) =>
  keyedHash(secret, `${target.audience}:${target.email}:${purposeOf(target)}:${code}`);

/** The live codes of one audience, email and purpose. */
const codesOf = (target: CodeFor) =>
  and(
    eq(loginCodes.audience, target.audience),
    eq(loginCodes.email, target.email),
    eq(loginCodes.purpose, purposeOf(target)),
  );

/** Stores a new code; it replaces every earlier one for the same audience, email and purpose. */
export async function storeLoginCode(tx: Tx, target: CodeFor, codeHash: string, now: Date): Promise<void> {
  await tx.delete(loginCodes).where(codesOf(target));
  await tx.insert(loginCodes).values({
    audience: target.audience,
    email: target.email,
    purpose: purposeOf(target),
    codeHash,
    expiresAt: new Date(now.getTime() + LOGIN_CODE.ttlMs),
    createdAt: now,
  });
}

export type CodeCheck = 'accepted' | 'invalid' | 'too-many-tries';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The newest unused code of a target, locked, or undefined. */
async function lockNewestCode(tx: Tx, target: CodeFor) {
  const [live] = await tx
    .select()
    .from(loginCodes)
    .where(and(codesOf(target), isNull(loginCodes.consumedAt)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1)
    .for('update');
  return live;
}

/** Counts a wrong try against a code; says whether that was its last. */
export async function countWrongTry(
  tx: Tx,
  code: { id: string; wrongTries: number },
): Promise<Exclude<CodeCheck, 'accepted'>> {
  await tx
    .update(loginCodes)
    .set({ wrongTries: sql`${loginCodes.wrongTries} + 1` })
    .where(eq(loginCodes.id, code.id));
  return code.wrongTries + 1 >= LOGIN_CODE.maxWrongTries ? 'too-many-tries' : 'invalid';
}

export const consumeCode = (tx: Tx, codeId: string, now: Date) =>
  tx.update(loginCodes).set({ consumedAt: now }).where(eq(loginCodes.id, codeId));

/**
 * The newest live code of a target when `presentedHash` is its hash, locked and not yet consumed:
 * for a check that needs more than the code before it spends it (a two-factor challenge and its
 * second code). A wrong hash counts as a wrong try.
 */
export async function liveCode(
  tx: Tx,
  target: CodeFor,
  presentedHash: string,
  now: Date,
): Promise<{ id: string; wrongTries: number } | Exclude<CodeCheck, 'accepted'>> {
  const live = await lockNewestCode(tx, target);
  if (!live || live.expiresAt <= now) return 'invalid';
  if (live.wrongTries >= LOGIN_CODE.maxWrongTries) return 'too-many-tries';
  if (!sameHash(presentedHash, live.codeHash)) return countWrongTry(tx, live);
  return live;
}

/**
 * Checks a presented code against the newest live one and consumes it on success (single use).
 * Wrong codes count against the code; at the limit it is dead even for the right digits. The row
 * is locked so two concurrent attempts cannot both win or both escape the count. Run this in a
 * transaction that commits even on refusal, or the wrong try would not be counted.
 */
export async function checkLoginCode(tx: Tx, target: CodeFor, presentedHash: string, now: Date): Promise<CodeCheck> {
  const live = await liveCode(tx, target, presentedHash, now);
  if (typeof live === 'string') return live;
  await consumeCode(tx, live.id, now);
  return 'accepted';
}
