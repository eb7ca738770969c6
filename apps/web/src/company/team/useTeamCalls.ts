import { useQueryClient } from '@tanstack/react-query';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import type { TeamCalls, TeamList } from '../../kit/members/members';
import { replaceUser } from '../../kit/members/status-toggle';

const BASE = '/company/team';

/** The team kit's calls on the company's own host (company.team, REST for files; docs/product/company-portal.md#rest-paths). */
export function useTeamCalls(): TeamCalls {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const team = client.company.team;
  return {
    setStatus: (memberId, isActive) => team.update.mutate({ memberId, isActive }),
    remove: (memberId) => team.remove.mutate({ memberId }),
    bulk: (action, ids) => team.bulk.mutate({ action, ids }),
    invitePath: BASE,
    editPath: (memberId) => `${BASE}/${memberId}`,
    patchRow: (user) =>
      queryClient.setQueriesData<TeamList>({ queryKey: trpc.company.team.list.pathKey() }, (data) =>
        data ? replaceUser(data, user) : data,
      ),
    // The team's counts show on the dashboard too (its keys start with company.dashboard).
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.company.team.pathFilter()),
        queryClient.invalidateQueries({ queryKey: [['company', 'dashboard']] }),
      ]),
  };
}
