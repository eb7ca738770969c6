import { eq, tenantTables, type Tx } from '@app/db';

import { revokeSubjectSessions } from '../../auth/revoke';
import { lockCompany } from '../../platform/companies/queries';
import { recordTimeline } from '../../platform/companies/timeline';
import { changedFields, columnsOf, diffMember, emailMoved, type MemberChange, type MemberColumns } from './changes';
import { refreshUserCounters } from './counters';
import { memberChanged } from './events';
import { assertDateOfBirth, assertMayChange, assertRoleValue } from './guards';
import { syncOwnerCopy } from './owner-copy';
import { recordMemberSecurityEvents } from './security-events';
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
 * Applies an edit in the caller's tenant transaction: who may change what (guards.ts), the row,
 * the platform copies (counters, owner), a signed-out user when deactivated or re-addressed, and
 * one user_updated event per changed field. Nothing changed = nothing written.
 */
export async function updateMember(
  tx: Tx,
  scope: TeamScope,
  memberId: string,
  edit: MemberColumns,
): Promise<MemberWrite> {
  await lockCompany(tx, scope.companyId);
  const current = await lockMember(tx, memberId);
  assertRoleValue(current, edit);
  const changes = diffMember(current, edit);
  assertMayChange(current, scope.actor, changedFields(current, changes));
  assertDateOfBirth(edit.dateOfBirth, scope.now);
  if (edit.email !== undefined && changes.some((c) => c.column === 'email'))
    await assertEmailFree(tx, edit.email, current.id);
  // Even when already inactive: a deactivated user must hold no live session (docs/architecture.md#identity). A new
  // email ends them too: whoever signed in with the old address is signed out with it.
  if (edit.isActive === false || emailMoved(current, edit)) await revokeSubjectSessions(tx, current.id);
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
  await recordMemberSecurityEvents(tx, scope, row!, changes);
  const replaced = changes.find((c) => c.column === 'avatarKey')?.oldValue;
  return { row: row!, changes, garbage: typeof replaced === 'string' ? [replaced] : [] };
}
