import { MESSAGES, type CompanyScopeInput, type UpdateMemberInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../deps';
import { urlSigning } from '../files/signed-url';
import type { SuperAdminActor } from '../middlewares/auth';
import {
  activeMessage,
  filesOf,
  memberEdit,
  prepareMemberAvatar,
  serializeMember,
  updateMember,
  withMemberFiles,
  type MemberColumns,
} from '../team';
import { teamScope, writeTeam } from './scope';

/** The row's status dropdown sends `{isActive}` alone (spec 000 §7) and gets its own message. */
const toggledTo = (edit: MemberColumns): boolean | undefined =>
  Object.entries(edit).every(([key, value]) => key === 'isActive' || value === undefined) ? edit.isActive : undefined;

export async function updateCompanyMember(
  deps: AppDeps,
  actor: SuperAdminActor,
  input: CompanyScopeInput & UpdateMemberInput,
) {
  await requireCompany(deps.db, input.companyId);
  const avatar = await prepareMemberAvatar(input.companyId, input.avatar);
  const edit = memberEdit(input, avatar);
  const write = await withMemberFiles(deps, filesOf(avatar), () =>
    writeTeam(deps, input.companyId, (tx) =>
      updateMember(tx, teamScope(deps, input.companyId, actor), input.memberId, edit),
    ),
  );
  const toggled = toggledTo(edit);
  return {
    message: toggled === undefined ? MESSAGES.users.updated : activeMessage(toggled),
    user: serializeMember(write.row, urlSigning(deps)),
  };
}
