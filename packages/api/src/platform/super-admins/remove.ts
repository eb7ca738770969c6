import { MESSAGES, type SuperAdminIdInput } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { revokeSubjectSessions } from '../../auth/revoke';
import type { AppDeps } from '../../core/deps';
import { removeQuietly } from '../../services/files/store';
import type { SuperAdminActor } from '../../core/middlewares/auth';
import { assertNotSelf, lockForRemoval } from './guards';

const { superAdmins } = platformTables;

/**
 * Deletes the row and revokes the admin's sessions in one transaction (sessions reference no
 * account by foreign key, so they are ended explicitly). The avatar goes after the commit: a
 * storage hiccup must not bring the account back, so a failure is only logged.
 */
export async function removeSuperAdmin(deps: AppDeps, actor: SuperAdminActor, input: SuperAdminIdInput) {
  assertNotSelf(actor, input.id, MESSAGES.superAdmin.cannotDeleteSelf);
  const removed = await deps.db.transaction(async (tx) => {
    const current = await lockForRemoval(tx, actor, input.id);
    await revokeSubjectSessions(tx, current.id);
    await tx.delete(superAdmins).where(eq(superAdmins.id, current.id));
    return current;
  });
  await removeQuietly(deps.storage, [removed.avatarKey], deps.log);
  return { message: MESSAGES.superAdmin.deleted, id: removed.id, _id: removed.id };
}
