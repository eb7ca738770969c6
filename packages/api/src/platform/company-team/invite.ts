import { MESSAGES, type CompanyScopeInput, type InviteMemberInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import { urlSigning } from '../../services/files/signed-url';
import { memberEvent } from '../../kit/record-events/member-events';
import {
  filesOf,
  inviteMember,
  memberInvite,
  prepareMemberAvatar,
  sendInvitation,
  serializeMember,
  withMemberFiles,
} from '../../kit/members';
import { teamScope, writeTeam, type PlatformCaller } from './scope';

export async function inviteCompanyMember(caller: PlatformCaller, input: CompanyScopeInput & InviteMemberInput) {
  const { deps, actor } = caller;
  // Before the upload: the file's key lives under the company's prefix.
  const company = await requireCompany(deps.db, input.companyId);
  const avatar = await prepareMemberAvatar(input.companyId, input.avatar);
  const { row } = await withMemberFiles(deps, filesOf(avatar), async () => ({
    row: await writeTeam(
      deps,
      input.companyId,
      (tx) => inviteMember(tx, teamScope(caller, input.companyId), memberInvite(input, avatar)),
      (_tx, row, signing) => [memberEvent('member.created', row, signing)],
    ),
    garbage: [],
  }));
  // The same invitation as from the company portal: the member learns where to sign in.
  await sendInvitation(deps, { company, member: row, invitedBy: actor.name });
  return { message: MESSAGES.users.invited, user: serializeMember(row, urlSigning({ deps, actor })) };
}
