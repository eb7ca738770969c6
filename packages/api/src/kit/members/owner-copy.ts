import { and, eq, platformTables, type Executor } from '@app/db';

import type { MemberRow } from './rows';

const { companies } = platformTables;

/**
 * The platform row keeps a copy of the owner (name, email, picture) for the companies list;
 * it is rewritten in the same transaction whenever the owner's row changes (docs/architecture.md#tenancy).
 */
export async function syncOwnerCopy(tx: Executor, companyId: number, row: MemberRow): Promise<void> {
  if (row.role !== 'owner') return;
  await tx
    .update(companies)
    .set({ ownerName: row.name, ownerEmail: row.email, ownerAvatarKey: row.avatarKey })
    .where(and(eq(companies.id, companyId), eq(companies.ownerId, row.id)));
}
