import { MESSAGES, type CompanyScopeInput, type MemberIdInput, type TeamListInput } from '@app/contracts';

import type { AppDeps } from '../../core/deps';
import { urlSigning } from '../../services/files/signed-url';
import type { PlatformActor } from '../../core/middlewares/auth';
import { listMembers, memberStats, requireMember, serializeMember, statsSummary } from '../../kit/members';
import { groupByRole } from './group';
import { readTeam } from './scope';

export async function listCompanyTeam(deps: AppDeps, actor: PlatformActor, input: CompanyScopeInput & TeamListInput) {
  const list = await readTeam(deps, input.companyId, (tx) => listMembers(tx, input, urlSigning({ deps, actor })));
  return {
    message: MESSAGES.users.fetched,
    ...groupByRole(list.users),
    pagination: list.pagination,
    nextCursor: list.nextCursor,
    stats: list.stats,
  };
}

export async function companyTeamStats(deps: AppDeps, input: CompanyScopeInput) {
  const stats = await readTeam(deps, input.companyId, (tx) => memberStats(tx, deps.now()));
  return { message: MESSAGES.users.statsFetched, stats: statsSummary(stats) };
}

export async function getCompanyMember(deps: AppDeps, actor: PlatformActor, input: CompanyScopeInput & MemberIdInput) {
  const row = await readTeam(deps, input.companyId, (tx) => requireMember(tx, input.memberId));
  return { message: MESSAGES.users.fetchedOne, user: serializeMember(row, urlSigning({ deps, actor })) };
}
