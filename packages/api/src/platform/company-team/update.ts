import type { CompanyScopeInput, UpdateMemberInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import { urlSigning } from '../../services/files/signed-url';
import { memberEvent } from '../../kit/record-events/member-events';
import {
  editMessage,
  emailChangeOf,
  filesOf,
  memberEdit,
  prepareMemberAvatar,
  sendEmailChanged,
  serializeMember,
  updateMember,
  withMemberFiles,
} from '../../kit/members';
import { teamScope, writeTeam, type PlatformCaller } from './scope';

export async function updateCompanyMember(caller: PlatformCaller, input: CompanyScopeInput & UpdateMemberInput) {
  const { deps, actor } = caller;
  const company = await requireCompany(deps.db, input.companyId);
  const avatar = await prepareMemberAvatar(input.companyId, input.avatar);
  const edit = memberEdit(input, avatar);
  const write = await withMemberFiles(deps, filesOf(avatar), () =>
    writeTeam(
      deps,
      input.companyId,
      (tx) => updateMember(tx, teamScope(caller, input.companyId), input.memberId, edit),
      (_tx, write, signing) => [memberEvent('member.updated', write.row, signing)],
    ),
  );
  // The same mail as from the company portal, once the change has committed.
  const moved = emailChangeOf(write);
  if (moved) await sendEmailChanged(deps, { company, member: write.row, ...moved, changedBy: actor.name });
  return { message: editMessage(edit), user: serializeMember(write.row, urlSigning({ deps, actor })) };
}
