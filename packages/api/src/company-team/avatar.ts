import { MESSAGES, type CompanyScopeInput, type MemberAvatarInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../deps';
import { urlSigning } from '../files/signed-url';
import type { SuperAdminActor } from '../middlewares/auth';
import { filesOf, prepareMemberAvatar, serializeMember, setMemberAvatar, withMemberFiles } from '../team';
import { teamScope, writeTeam } from './scope';

export async function setCompanyMemberAvatar(
  deps: AppDeps,
  actor: SuperAdminActor,
  input: CompanyScopeInput & MemberAvatarInput,
) {
  await requireCompany(deps.db, input.companyId);
  const avatar = (await prepareMemberAvatar(input.companyId, input.avatar))!;
  const write = await withMemberFiles(deps, filesOf(avatar), () =>
    writeTeam(deps, input.companyId, (tx) =>
      setMemberAvatar(tx, teamScope(deps, input.companyId, actor), input.memberId, avatar.key),
    ),
  );
  return { message: MESSAGES.users.avatarUpdated, user: serializeMember(write.row, urlSigning(deps)) };
}
