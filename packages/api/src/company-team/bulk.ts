import type { CompanyScopeInput, TeamBulkInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../deps';
import type { SuperAdminActor } from '../middlewares/auth';
import { bulkMembers, withMemberFiles } from '../team';
import { teamScope, writeTeam } from './scope';

/** The Users tab's bulk bar in one call: the company portal's bulk service, in one transaction. */
export async function bulkCompanyTeam(deps: AppDeps, actor: SuperAdminActor, input: CompanyScopeInput & TeamBulkInput) {
  await requireCompany(deps.db, input.companyId);
  const { garbage: _, ...outcome } = await withMemberFiles(deps, [], () =>
    writeTeam(deps, input.companyId, (tx) => bulkMembers(tx, teamScope(deps, input.companyId, actor), input, deps.log)),
  );
  return outcome;
}
