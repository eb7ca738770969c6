import type { CompanyIdInput } from '@app/contracts';

import type { AppDeps } from '../deps';
import { urlSigning } from '../files/signed-url';
import type { PlatformActor } from '../middlewares/auth';
import { requireCompany } from './queries';
import { serializeCompany } from './serialize';

export async function getCompany(deps: AppDeps, actor: PlatformActor, input: CompanyIdInput) {
  const row = await requireCompany(deps.db, input.id);
  return { company: serializeCompany(row, urlSigning({ deps, actor })) };
}
