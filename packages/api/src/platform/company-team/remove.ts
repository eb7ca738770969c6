import { MESSAGES, type CompanyScopeInput, type MemberIdInput } from '@app/contracts';

import { memberRemoved } from '../../kit/record-events/member-events';
import { removeMember, withMemberFiles } from '../../kit/members';
import { teamScope, writeTeam, type PlatformCaller } from './scope';

export async function removeCompanyMember(caller: PlatformCaller, input: CompanyScopeInput & MemberIdInput) {
  const { deps } = caller;
  const write = await withMemberFiles(deps, [], () =>
    writeTeam(
      deps,
      input.companyId,
      (tx) => removeMember(tx, teamScope(caller, input.companyId), input.memberId),
      (_tx, write) => [memberRemoved(write.row.id)],
    ),
  );
  return { message: MESSAGES.users.deleted, id: write.row.id, _id: write.row.id };
}
