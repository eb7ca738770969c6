import { MESSAGES, type CompanyScopeInput, type MemberAvatarInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import { urlSigning } from '../../services/files/signed-url';
import { memberEvent } from '../../kit/record-events/member-events';
import { filesOf, prepareMemberAvatar, serializeMember, setMemberAvatar, withMemberFiles } from '../../kit/members';
import { teamScope, writeTeam, type PlatformCaller } from './scope';

export async function setCompanyMemberAvatar(caller: PlatformCaller, input: CompanyScopeInput & MemberAvatarInput) {
  const { deps, actor } = caller;
  await requireCompany(deps.db, input.companyId);
  const avatar = (await prepareMemberAvatar(input.companyId, input.avatar))!;
  const write = await withMemberFiles(deps, filesOf(avatar), () =>
    writeTeam(
      deps,
      input.companyId,
      (tx) => setMemberAvatar(tx, teamScope(caller, input.companyId), input.memberId, avatar.key),
      (_tx, write, signing) => [memberEvent('member.updated', write.row, signing)],
    ),
  );
  return { message: MESSAGES.users.avatarUpdated, user: serializeMember(write.row, urlSigning({ deps, actor })) };
}
