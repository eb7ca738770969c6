import { MESSAGES, type CreateSuperAdminInput } from '@app/contracts';
import { platformTables } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { withStoredFiles } from '../../services/files/store';
import { urlSigning } from '../../services/files/signed-url';
import type { SuperAdminActor } from '../../core/middlewares/auth';
import { filesOf, prepareAvatar } from './avatar';
import { assertEmailFree, emailTakenError, isUniqueViolation } from './queries';
import { serializeSuperAdmin } from './serialize';

const { superAdmins } = platformTables;

/**
 * The avatar is checked and stored before the insert; withStoredFiles removes it again if the
 * insert fails (a racing create of the same email included), so no file is left without a row.
 */
export async function createSuperAdmin(deps: AppDeps, actor: SuperAdminActor, input: CreateSuperAdminInput) {
  await assertEmailFree(deps.db, input.email);
  const avatar = await prepareAvatar(input.avatar);
  const now = deps.now();
  try {
    const row = await withStoredFiles(
      deps.storage,
      filesOf(avatar),
      async () => {
        const [inserted] = await deps.db
          .insert(superAdmins)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            avatarKey: avatar?.key ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted!;
      },
      deps.log,
    );
    return { message: MESSAGES.superAdmin.created, superAdmin: serializeSuperAdmin(row, urlSigning({ deps, actor })) };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
