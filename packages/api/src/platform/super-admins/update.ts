import { MESSAGES, type UpdateSuperAdminInput } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { removeQuietly, withStoredFiles } from '../../services/files/store';
import { urlSigning } from '../../services/files/signed-url';
import { tellAccount } from '../../services/mail/account-mail';
import type { SuperAdminCaller } from '../../core/tenancy/platform-context';
import { secureEmailMove } from './email-move';
import { filesOf, prepareAvatar } from './avatar';
import {
  assertEmailFree,
  emailTakenError,
  isUniqueViolation,
  lockSuperAdmin,
  requireSuperAdmin,
  type SuperAdminRow,
} from './queries';
import { serializeSuperAdmin } from './serialize';

const { superAdmins } = platformTables;

interface Applied {
  row: SuperAdminRow;
  /** The avatar the edit replaced or removed, to delete once the new state is committed. */
  oldAvatarKey: string | null;
  /** The address before the edit, when the edit moved it. */
  movedFrom?: string;
}

/**
 * Edits a super admin. A new email is a new sign-in identity (docs/security.md): one's own needs
 * a step-up proof; either way the account's other sessions end, the change is in the platform's
 * security log, and both addresses are told once it has committed.
 */
export async function updateSuperAdmin(caller: SuperAdminCaller, input: UpdateSuperAdminInput) {
  const { deps, actor } = caller;
  // Checked before any upload so a refused edit stores nothing; the unique index decides races.
  await requireSuperAdmin(deps.db, input.id);
  if (input.email !== undefined) await assertEmailFree(deps.db, input.email, input.id);
  const avatar = await prepareAvatar(input.avatar);
  const newAvatarKey = avatar ? avatar.key : input.removeAvatar ? null : undefined;

  let applied: Applied;
  try {
    applied = await withStoredFiles(
      deps.storage,
      filesOf(avatar),
      () =>
        deps.db.transaction(async (tx): Promise<Applied> => {
          // Locked so the key read here is the one this edit replaces, even with edits racing.
          const current = await lockSuperAdmin(tx, input.id);
          const moved = input.email !== undefined && input.email !== current.email;
          if (moved) await secureEmailMove(caller, tx, current, input);
          const [row] = await tx
            .update(superAdmins)
            .set({
              name: input.name,
              email: input.email,
              phone: input.phone,
              avatarKey: newAvatarKey,
              updatedAt: deps.now(),
            })
            .where(eq(superAdmins.id, current.id))
            .returning();
          const replaced = newAvatarKey !== undefined && current.avatarKey !== newAvatarKey;
          return {
            row: row!,
            oldAvatarKey: replaced ? current.avatarKey : null,
            movedFrom: moved ? current.email : undefined,
          };
        }),
      deps.log,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  await removeQuietly(deps.storage, [applied.oldAvatarKey], deps.log);
  if (applied.movedFrom) {
    for (const to of [applied.movedFrom, applied.row.email]) await tellAccount(deps, to, 'email-changed', 'Admin');
  }
  return {
    message: MESSAGES.superAdmin.updated,
    superAdmin: serializeSuperAdmin(applied.row, urlSigning({ deps, actor })),
  };
}
