import { SUPER_ADMIN_ROLE, type TokenRole } from '@app/contracts';
import { eq, platformTables, tenantTables, type Tx } from '@app/db';

import type { Realm } from './realm';

const { superAdmins } = platformTables;
const { users } = tenantTables;

/** What sign-in needs to know about a super admin or a company user, whichever the realm holds. */
export interface Account {
  id: string;
  name: string;
  email: string;
  role: TokenRole;
  isActive: boolean;
  passwordHash: string | null;
}

const adminColumns = {
  id: superAdmins.id,
  name: superAdmins.name,
  email: superAdmins.email,
  isActive: superAdmins.isActive,
  passwordHash: superAdmins.passwordHash,
};
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  role: users.role,
};

/** Finds by email or id. A tenant realm must run inside its own transaction (`inRealm`). */
export async function findAccount(
  tx: Tx,
  realm: Realm,
  by: { email: string } | { id: string },
): Promise<Account | null> {
  if (realm.kind === 'platform') {
    const where = 'email' in by ? eq(superAdmins.email, by.email) : eq(superAdmins.id, by.id);
    const [row] = await tx.select(adminColumns).from(superAdmins).where(where).limit(1);
    return row ? { ...row, role: SUPER_ADMIN_ROLE } : null;
  }
  const where = 'email' in by ? eq(users.email, by.email) : eq(users.id, by.id);
  const [row] = await tx.select(userColumns).from(users).where(where).limit(1);
  return row ? { ...row, role: row.role as TokenRole } : null;
}

export async function recordSignIn(tx: Tx, realm: Realm, accountId: string, now: Date): Promise<void> {
  if (realm.kind === 'platform') {
    await tx.update(superAdmins).set({ lastLoginAt: now }).where(eq(superAdmins.id, accountId));
  } else {
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, accountId));
  }
}

export async function storePasswordHash(
  tx: Tx,
  realm: Realm,
  accountId: string,
  /** null removes the password: sign-in by emailed code only. */
  passwordHash: string | null,
  now: Date,
): Promise<void> {
  if (realm.kind === 'platform') {
    await tx.update(superAdmins).set({ passwordHash, updatedAt: now }).where(eq(superAdmins.id, accountId));
  } else {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, accountId));
  }
}
