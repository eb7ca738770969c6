import { platformTables, type Database } from '@app/db';

import type { AccountMaker } from '../../apps/server/src/testing/fuzz/identities';
import { tokenFor } from '../tenant-scale/tokens';

/** Accounts straight in the database, tokens signed with the benchmark's secret. */
export const databaseAccounts = (db: Database, secret: string): AccountMaker => ({
  addSuperAdmin: async (email) => {
    const [admin] = await db.insert(platformTables.superAdmins).values({ email, name: 'Fuzz Admin' }).returning();
    return admin!;
  },
  issueToken: (subject) => tokenFor(db, secret, subject),
});
