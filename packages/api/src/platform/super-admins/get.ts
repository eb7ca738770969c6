import { MESSAGES, type SuperAdminIdInput } from '@app/contracts';

import type { AppDeps } from '../../core/deps';
import { urlSigning } from '../../services/files/signed-url';
import type { SuperAdminActor } from '../../core/middlewares/auth';
import { requireSuperAdmin } from './queries';
import { serializeSuperAdmin } from './serialize';

export async function getSuperAdmin(deps: AppDeps, actor: SuperAdminActor, input: SuperAdminIdInput) {
  const row = await requireSuperAdmin(deps.db, input.id);
  return { message: MESSAGES.superAdmin.fetchedOne, superAdmin: serializeSuperAdmin(row, urlSigning({ deps, actor })) };
}
