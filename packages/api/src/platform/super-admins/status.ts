import { MESSAGES, type SuperAdminStatusInput } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { revokeSubjectSessions } from '../../auth/revoke';
import { recordPlatformCallerEvent, subjectOf } from '../../kit/security-log';
import type { SuperAdminCaller } from '../../core/tenancy/platform-context';
import { urlSigning } from '../../services/files/signed-url';
import { assertNotSelf, lockForRemoval } from './guards';
import { lockSuperAdmin } from './queries';
import { serializeSuperAdmin } from './serialize';

const { superAdmins } = platformTables;

/**
 * Activating needs no guard. Deactivating may not leave the platform without an active admin, and
 * signs the admin out everywhere in the same transaction (docs/architecture.md#identity): their access tokens are
 * refused on the next call, their refresh tokens no longer rotate.
 */
export async function setSuperAdminStatus(caller: SuperAdminCaller, input: SuperAdminStatusInput) {
  const { deps, actor } = caller;
  if (!input.isActive) assertNotSelf(actor, input.id, MESSAGES.superAdmin.cannotDeactivateSelf);
  const row = await deps.db.transaction(async (tx) => {
    const current = input.isActive ? await lockSuperAdmin(tx, input.id) : await lockForRemoval(tx, actor, input.id);
    if (!input.isActive) await revokeSubjectSessions(tx, current.id);
    if (current.isActive === input.isActive) return current;
    const [updated] = await tx
      .update(superAdmins)
      .set({ isActive: input.isActive, updatedAt: deps.now() })
      .where(eq(superAdmins.id, current.id))
      .returning();
    const event = {
      type: 'status_changed' as const,
      subject: subjectOf(current),
      detail: { from: current.isActive, to: input.isActive },
    };
    await recordPlatformCallerEvent(caller, event, tx);
    return updated!;
  });
  return {
    message: input.isActive ? MESSAGES.superAdmin.activated : MESSAGES.superAdmin.deactivated,
    superAdmin: serializeSuperAdmin(row, urlSigning({ deps, actor })),
  };
}
