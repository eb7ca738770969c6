import { eq, platformTables, tenantTables, type Tx } from '@app/db';

import type { Realm } from './realm';
import type { UrlSigning } from '../services/files/signed-url';
import { serializeSuperAdminProfile, serializeUserProfile, type SignedInUser } from './serialize';

const { superAdmins } = platformTables;
const { users } = tenantTables;

/** The account's profile as `me` and sign-in answers show it; null if it is gone. */
export async function loadProfile(
  tx: Tx,
  realm: Realm,
  accountId: string,
  signing: UrlSigning,
): Promise<SignedInUser | null> {
  if (realm.kind === 'platform') {
    const [row] = await tx.select().from(superAdmins).where(eq(superAdmins.id, accountId)).limit(1);
    return row ? serializeSuperAdminProfile(row, signing) : null;
  }
  const [row] = await tx.select().from(users).where(eq(users.id, accountId)).limit(1);
  return row ? serializeUserProfile(row, realm.company, signing) : null;
}
