import type { CompanyIdInput } from '@app/contracts';

import type { AppDeps } from '../../core/deps';
import { urlSigning } from '../../services/files/signed-url';
import type { PlatformActor } from '../../core/middlewares/auth';
import { requireCompany } from './queries';
import { serializeCompany } from './serialize';

export async function getCompany(deps: AppDeps, actor: PlatformActor, input: CompanyIdInput) {
  const row = await requireCompany(deps.db, input.id);
  return { company: serializeCompany(row, urlSigning({ deps, actor })) };
}
