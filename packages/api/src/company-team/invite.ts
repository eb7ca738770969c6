import { MESSAGES, type CompanyScopeInput, type InviteMemberInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../deps';
import { urlSigning } from '../files/signed-url';
import type { SuperAdminActor } from '../middlewares/auth';
import { filesOf, inviteMember, prepareMemberAvatar, serializeMember, withMemberFiles } from '../team';
import { teamScope, writeTeam } from './scope';

export async function inviteCompanyMember(
  deps: AppDeps,
  actor: SuperAdminActor,
  input: CompanyScopeInput & InviteMemberInput,
) {
  // Before the upload: the file's key lives under the company's prefix.
  await requireCompany(deps.db, input.companyId);
  const avatar = await prepareMemberAvatar(input.companyId, input.avatar);
  const member = {
    name: input.name,
    email: input.email,
    role: input.role,
    phone: input.phone,
    department: input.department,
    designation: input.designation,
    dateOfBirth: input.dateOfBirth,
    avatarKey: avatar?.key,
  };
  const { row } = await withMemberFiles(deps, filesOf(avatar), async () => ({
    row: await writeTeam(deps, input.companyId, (tx) =>
      inviteMember(tx, teamScope(deps, input.companyId, actor), member),
    ),
    garbage: [],
  }));
  return { message: MESSAGES.users.invited, user: serializeMember(row, urlSigning(deps)) };
}
