import type { CompanyScopeInput, UpdateMemberInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../deps';
import { urlSigning } from '../files/signed-url';
import type { SuperAdminActor } from '../middlewares/auth';
import {
  editMessage,
  filesOf,
  memberEdit,
  prepareMemberAvatar,
  serializeMember,
  updateMember,
  withMemberFiles,
} from '../team';
import { teamScope, writeTeam } from './scope';

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
  return { message: editMessage(edit), user: serializeMember(write.row, urlSigning(deps)) };
}
