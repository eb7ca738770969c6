import type { TRPCRouterRecord } from '@trpc/server';

import {
  companyScopeInput,
  inviteMemberInput,
  memberAvatarInput,
  memberIdInput,
  teamBulkInput,
  teamListInput,
  updateMemberInput,
} from '@app/contracts';

import { superAdminProcedure } from '../../core/procedures';
import { setCompanyMemberAvatar } from './avatar';
import { bulkCompanyTeam } from './bulk';
import { inviteCompanyMember } from './invite';
import { companyTeamStats, getCompanyMember, listCompanyTeam } from './reads';
import { removeCompanyMember } from './remove';
import { updateCompanyMember } from './update';

/**
 * A company's users as super admins manage them (appRouter.platform.companyTeam; docs/product/platform-admin.md#company-users,
 * #rest-paths). Every input is `companyId` plus the member schemas the company portal uses too (tRPC merges
 * chained inputs).
 */
const scoped = superAdminProcedure.input(companyScopeInput);

export const platformCompanyTeamRouter = {
  list: scoped.input(teamListInput).query(({ ctx, input }) => listCompanyTeam(ctx.deps, ctx.actor, input)),
  stats: scoped.query(({ ctx, input }) => companyTeamStats(ctx.deps, input)),
  get: scoped.input(memberIdInput).query(({ ctx, input }) => getCompanyMember(ctx.deps, ctx.actor, input)),
  invite: scoped.input(inviteMemberInput).mutation(({ ctx, input }) => inviteCompanyMember(ctx, input)),
  update: scoped.input(updateMemberInput).mutation(({ ctx, input }) => updateCompanyMember(ctx, input)),
  remove: scoped.input(memberIdInput).mutation(({ ctx, input }) => removeCompanyMember(ctx, input)),
  setAvatar: scoped.input(memberAvatarInput).mutation(({ ctx, input }) => setCompanyMemberAvatar(ctx, input)),
  bulk: scoped.input(teamBulkInput).mutation(({ ctx, input }) => bulkCompanyTeam(ctx, input)),
} satisfies TRPCRouterRecord;
