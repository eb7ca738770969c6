import type { CompanyIdInput } from '@app/contracts';

import type { AppDeps } from '../deps';
import { requireCompany } from './queries';
import { serializeCompany, serializeContext } from './serialize';

export async function getCompany(deps: AppDeps, input: CompanyIdInput) {
  const row = await requireCompany(deps.db, input.id);
  return { company: serializeCompany(row, serializeContext(deps)) };
}
