import { eq, tenantTables, type Tx } from '@app/db';

import { revokeSubjectSessions } from '../auth/revoke';
import { lockCompany } from '../companies/queries';
import { recordTimeline } from '../companies/timeline';
import { columnsOf, diffMember, type MemberChange, type MemberColumns } from './changes';
import { refreshUserCounters } from './counters';
import { memberChanged } from './events';
import { assertDateOfBirth, assertEditAllowed, assertNotSelf } from './guards';
import { syncOwnerCopy } from './owner-copy';
import { assertEmailFree, lockMember, uniqueEmail, type MemberRow } from './rows';
import type { TeamScope } from './scope';

const { users } = tenantTables;

/** The outcome of a team write. */
export interface MemberWrite {
  row: MemberRow;
  changes: MemberChange[];
  /** Stored files nothing points at any more, to delete once the transaction has committed. */
  garbage: string[];
}

/**
 * Applies an edit in the caller's tenant transaction: the owner protections, the row, the platform
 * copies (counters, owner), a signed-out user when deactivated, and one user_updated event per
 * changed field. Nothing changed = nothing written.
 */
export async function updateMember(
  tx: Tx,
  scope: TeamScope,
  memberId: string,
  edit: MemberColumns,
): Promise<MemberWrite> {
  await lockCompany(tx, scope.companyId);
  const current = await lockMember(tx, memberId);
  assertEditAllowed(current, edit);
  if (edit.isActive === false) assertNotSelf(current, scope.actor, 'deactivate');
  assertDateOfBirth(edit.dateOfBirth, scope.now);
  const changes = diffMember(current, edit);
  if (edit.email !== undefined && changes.some((c) => c.column === 'email'))
    await assertEmailFree(tx, edit.email, current.id);
  // Even when already inactive: a deactivated user must hold no live session (DESIGN §4).
  if (edit.isActive === false) await revokeSubjectSessions(tx, current.id);
  if (changes.length === 0) return { row: current, changes, garbage: [] };

  const set = columnsOf(changes);
  const [row] = await uniqueEmail(
    tx
      .update(users)
      .set({ ...set, updatedAt: scope.now })
      .where(eq(users.id, current.id))
      .returning(),
  );
  if (set.isActive !== undefined) await refreshUserCounters(tx, scope.companyId);
  await syncOwnerCopy(tx, scope.companyId, row!);
  for (const change of changes) await recordTimeline(tx, scope.companyId, memberChanged(row!, change, scope.actor));
  const replaced = changes.find((c) => c.column === 'avatarKey')?.oldValue;
  return { row: row!, changes, garbage: typeof replaced === 'string' ? [replaced] : [] };
}
