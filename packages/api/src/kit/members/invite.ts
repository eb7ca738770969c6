import type { UserRole } from '@app/contracts';
import { tenantTables, type Tx } from '@app/db';

import { lockCompany } from '../../platform/companies/queries';
import { recordTimeline } from '../../platform/companies/timeline';
import { refreshUserCounters } from './counters';
import { memberAdded } from './events';
import { assertDateOfBirth, assertMayInvite, assertRoleAssignable } from './guards';
import { assertEmailFree, uniqueEmail, type MemberRow } from './rows';
import type { TeamScope } from './scope';

const { users } = tenantTables;

export interface NewMember {
  name: string;
  /** Lower-cased by the schema. */
  email: string;
  /** admin or team_member; a company has exactly one owner, made with the company. */
  role: Exclude<UserRole, 'owner'>;
  phone?: string | null;
  department?: string | null;
  designation?: string | null;
  dateOfBirth?: string | null;
  /** The key of an avatar already stored (withMemberFiles), or none. */
  avatarKey?: string | null;
}

/**
 * Adds a user to the company: the row, the platform counters and the user_added event in the
 * caller's tenant transaction. Sign-in is by emailed code, so no password is set.
 */
export async function inviteMember(tx: Tx, scope: TeamScope, member: NewMember): Promise<MemberRow> {
  // Locked first: it proves the company exists and queues concurrent team writes (counters.ts).
  await lockCompany(tx, scope.companyId);
  assertRoleAssignable(member.role);
  assertMayInvite(scope.actor, member.role);
  assertDateOfBirth(member.dateOfBirth, scope.now);
  await assertEmailFree(tx, member.email);
  const [row] = await uniqueEmail(
    tx
      .insert(users)
      .values({
        name: member.name,
        email: member.email,
        role: member.role,
        phone: member.phone ?? null,
        department: member.department ?? null,
        designation: member.designation ?? null,
        dateOfBirth: member.dateOfBirth ?? null,
        avatarKey: member.avatarKey ?? null,
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .returning(),
  );
  await refreshUserCounters(tx, scope.companyId);
  await recordTimeline(tx, scope.companyId, memberAdded(row!, scope.actor));
  return row!;
}
