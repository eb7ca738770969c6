import type { CompanyScopeInput, TeamBulkInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import { bulkMemberEvents } from '../../kit/record-events/member-events';
import { bulkMembers, withMemberFiles } from '../../kit/members';
import { teamScope, writeTeam, type PlatformCaller } from './scope';

/** The Users tab's bulk bar in one call: the company portal's bulk service, in one transaction. */
export async function bulkCompanyTeam(caller: PlatformCaller, input: CompanyScopeInput & TeamBulkInput) {
  const { deps } = caller;
  await requireCompany(deps.db, input.companyId);
  const { garbage: _, ...outcome } = await withMemberFiles(deps, [], () =>
    writeTeam(
      deps,
      input.companyId,
      (tx) => bulkMembers(tx, teamScope(caller, input.companyId), input, deps.log),
      (tx, outcome, signing) => bulkMemberEvents(tx, input.action, outcome.results, signing),
    ),
  );
  return outcome;
}
