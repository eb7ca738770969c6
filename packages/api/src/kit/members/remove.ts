import { eq, tenantTables, type Tx } from '@app/db';

import { revokeSubjectSessions } from '../../auth/revoke';
import { lockCompany } from '../../platform/companies/queries';
import { recordTimeline } from '../../platform/companies/timeline';
import { refreshUserCounters } from './counters';
import { memberRemoved } from './events';
import { assertMayChange } from './guards';
import { lockMember } from './rows';
import type { TeamScope } from './scope';
import type { MemberWrite } from './update';

const { users } = tenantTables;

/**
 * Deletes a user in the caller's tenant transaction, if the caller may (never the owner, never
 * themselves; an admin only by the owner): their sessions end with the row, the counters follow,
 * and the timeline says who did it. The avatar is returned as garbage: the file goes only after
 * the commit.
 */
export async function removeMember(tx: Tx, scope: TeamScope, memberId: string): Promise<MemberWrite> {
  await lockCompany(tx, scope.companyId);
  const current = await lockMember(tx, memberId);
  assertMayChange(current, scope.actor, ['remove']);
  await tx.delete(users).where(eq(users.id, current.id));
  await revokeSubjectSessions(tx, current.id);
  await refreshUserCounters(tx, scope.companyId);
  await recordTimeline(tx, scope.companyId, memberRemoved(current, scope.actor));
  return { row: current, changes: [], garbage: current.avatarKey ? [current.avatarKey] : [] };
}
