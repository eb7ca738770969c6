import { eq, platformTables, tenantTables, type Tx } from '@app/db';

import type { Realm } from '../realm';

const { superAdmins } = platformTables;
const { users } = tenantTables;

/** An account's second factor as stored: the same four columns on super admins and company users. */
export interface TwoFactorState {
  /** The sealed TOTP secret: pending until `enabledAt` is set, then the enrolled one. */
  secret: string | null;
  enabledAt: Date | null;
  /** The last time step accepted, so no code works twice. */
  lastStep: number | null;
  /** Keyed hashes of the recovery codes not used yet. */
  recoveryCodes: string[];
}

const tableOf = (realm: Realm) => (realm.kind === 'platform' ? superAdmins : users);

/** Read and locked: two sign-ins with the same code or recovery code cannot both win. */
export async function lockTwoFactor(tx: Tx, realm: Realm, accountId: string): Promise<TwoFactorState | null> {
  const table = tableOf(realm);
  const [row] = await tx
    .select({
      secret: table.twoFactorSecret,
      enabledAt: table.twoFactorEnabledAt,
      lastStep: table.twoFactorLastStep,
      recoveryCodes: table.twoFactorRecoveryCodes,
    })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function saveTwoFactor(
  tx: Tx,
  realm: Realm,
  accountId: string,
  patch: Partial<TwoFactorState>,
): Promise<void> {
  const table = tableOf(realm);
  await tx
    .update(table)
    .set({
      twoFactorSecret: patch.secret,
      twoFactorEnabledAt: patch.enabledAt,
      twoFactorLastStep: patch.lastStep,
      twoFactorRecoveryCodes: patch.recoveryCodes,
    })
    .where(eq(table.id, accountId));
}

/** Off: secret, recovery codes and the last step all go, so a later enrolment starts afresh. */
export const TWO_FACTOR_OFF: TwoFactorState = { secret: null, enabledAt: null, lastStep: null, recoveryCodes: [] };
