import type { TRPCRouterRecord } from '@trpc/server';

import {
  inviteMemberInput,
  memberAvatarInput,
  memberIdInput,
  teamBulkInput,
  teamListInput,
  updateMemberInput,
} from '@app/contracts';

import { rolesProcedure } from '../../core/procedures';
import { bulkTeam } from './bulk';
import { getTeamMember, listTeam, teamStats } from './reads';
import { inviteTeamMember, removeTeamMember, setTeamMemberAvatar, updateTeamMember } from './writes';

/**
 * The company portal's Team Management (docs/product/company-portal.md#team, appRouter.company.team): the host's company,
 * for its owner and admins (team members get 403, docs/product/company-portal.md#who-may-do-what). The owner protections and the
 * self-protection hold in the services, whoever asks.
 */
const manager = rolesProcedure('owner', 'admin');

export const companyTeamRouter = {
  list: manager.input(teamListInput).query(({ ctx, input }) => listTeam(ctx, input)),
  stats: manager.query(({ ctx }) => teamStats(ctx)),
  get: manager.input(memberIdInput).query(({ ctx, input }) => getTeamMember(ctx, input)),
  invite: manager.input(inviteMemberInput).mutation(({ ctx, input }) => inviteTeamMember(ctx, input)),
  update: manager.input(updateMemberInput).mutation(({ ctx, input }) => updateTeamMember(ctx, input)),
  remove: manager.input(memberIdInput).mutation(({ ctx, input }) => removeTeamMember(ctx, input)),
  setAvatar: manager.input(memberAvatarInput).mutation(({ ctx, input }) => setTeamMemberAvatar(ctx, input)),
  bulk: manager.input(teamBulkInput).mutation(({ ctx, input }) => bulkTeam(ctx, input)),
} satisfies TRPCRouterRecord;
