import { MESSAGES, type MemberIdInput, type TeamListInput } from '@app/contracts';

import { groupByRole } from '../../platform/company-team/group';
import { urlSigning } from '../../services/files/signed-url';
import { listMembers, memberStats, requireMember, serializeMember, statsSummary } from '../../kit/members';
import type { TenantContext } from '../../core/tenancy/portal-context';

export async function listTeam(ctx: TenantContext, input: TeamListInput) {
  // Week tiles on the company's clock (docs/architecture.md#the-web-app).
  const list = await listMembers(ctx.tx, input, urlSigning(ctx), ctx.company.timeZone);
  return {
    message: MESSAGES.users.fetched,
    ...groupByRole(list.users),
    pagination: list.pagination,
    nextCursor: list.nextCursor,
    stats: list.stats,
  };
}

export async function teamStats(ctx: TenantContext) {
  const stats = await memberStats(ctx.tx, ctx.deps.now(), ctx.company.timeZone);
  return { message: MESSAGES.users.statsFetched, stats: statsSummary(stats) };
}

/** Another company's member is simply not in this schema: 404 like an unknown id. */
export async function getTeamMember(ctx: TenantContext, input: MemberIdInput) {
  const row = await requireMember(ctx.tx, input.memberId);
  return { message: MESSAGES.users.fetchedOne, user: serializeMember(row, urlSigning(ctx)) };
}
