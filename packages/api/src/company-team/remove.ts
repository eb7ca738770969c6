import { MESSAGES, type CompanyScopeInput, type MemberIdInput } from '@app/contracts';

import type { AppDeps } from '../deps';
import type { SuperAdminActor } from '../middlewares/auth';
import { removeMember, withMemberFiles } from '../team';
import { teamScope, writeTeam } from './scope';

export async function removeCompanyMember(
  deps: AppDeps,
  actor: SuperAdminActor,
  input: CompanyScopeInput & MemberIdInput,
) {
  const write = await withMemberFiles(deps, [], () =>
    writeTeam(deps, input.companyId, (tx) => removeMember(tx, teamScope(deps, input.companyId, actor), input.memberId)),
  );
  return { message: MESSAGES.users.deleted, id: write.row.id, _id: write.row.id };
}
