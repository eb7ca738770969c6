import { MESSAGES, type SuperAdminIdInput } from '@app/contracts';

import type { AppDeps } from '../deps';
import { urlSigning } from '../files/signed-url';
import { requireSuperAdmin } from './queries';
import { serializeSuperAdmin } from './serialize';

export async function getSuperAdmin(deps: AppDeps, input: SuperAdminIdInput) {
  const row = await requireSuperAdmin(deps.db, input.id);
  return { message: MESSAGES.superAdmin.fetchedOne, superAdmin: serializeSuperAdmin(row, urlSigning(deps)) };
}
