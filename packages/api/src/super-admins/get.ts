import { MESSAGES, type SuperAdminIdInput } from '@app/contracts';

import type { AppDeps } from '../deps';
import { requireSuperAdmin } from './queries';
import { serializeContext, serializeSuperAdmin } from './serialize';

export async function getSuperAdmin(deps: AppDeps, input: SuperAdminIdInput) {
  const row = await requireSuperAdmin(deps.db, input.id);
  return { message: MESSAGES.superAdmin.fetchedOne, superAdmin: serializeSuperAdmin(row, serializeContext(deps)) };
}
