import { SUPER_ADMIN_ROLE, type SecurityEventType } from '@app/contracts';
import type { Tx } from '@app/db';

import { apiKeyActor, recordSecurityEvent, subjectOf, superAdminActor, userActor } from '../security-log';
import type { MemberChange, MemberColumn } from './changes';
import type { MemberRow } from './rows';
import type { TeamActor, TeamScope } from './scope';

/** The team changes the security log keeps: who may sign in, and with what power. */
const LOGGED: Partial<Record<MemberColumn, SecurityEventType>> = {
  role: 'role_changed',
  isActive: 'status_changed',
  email: 'email_changed',
};

function actorOf(actor: TeamActor) {
  if (actor.isKey) return apiKeyActor(actor);
  return actor.role === SUPER_ADMIN_ROLE ? superAdminActor(actor) : userActor(actor);
}

/**
 * Records a member's role, status and email changes in the company's security log, in the
 * change's transaction. The system's own changes (no actor) are not security events.
 */
export async function recordMemberSecurityEvents(tx: Tx, scope: TeamScope, row: MemberRow, changes: MemberChange[]) {
  if (!scope.actor) return;
  for (const change of changes) {
    const type = LOGGED[change.column];
    if (!type) continue;
    await recordSecurityEvent(tx, {
      type,
      actor: actorOf(scope.actor),
      subject: subjectOf(row),
      ip: scope.request?.ip ?? null,
      userAgent: scope.request?.userAgent ?? null,
      detail: { from: change.oldValue, to: change.newValue },
    });
  }
}
