import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { TEAM_STATUS_FILTERS, TeamSortField } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../../lib/api/client';
import type { ListQuery } from '../../../kit/list';
import type { TeamCalls } from '../../../kit/members/members';
import { replaceUser } from '../../../kit/members/status-toggle';
import type { useRefreshCompany } from '../records';

/** The team kit's calls for one company, as super admins make them (platform.companyTeam, REST for files). */
export function useUsersCalls(
  companyId: number,
  query: ListQuery<never, (typeof TEAM_STATUS_FILTERS)[number], TeamSortField>,
  refresh: ReturnType<typeof useRefreshCompany>,
): TeamCalls {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const input = useMemo(() => ({ companyId, ...query }), [companyId, query]);
  const team = client.platform.companyTeam;
  const base = `/super-admin/companies/${companyId}/team`;
  return {
    setStatus: (memberId, isActive) => team.update.mutate({ companyId, memberId, isActive }),
    remove: (memberId) => team.remove.mutate({ companyId, memberId }),
    bulk: (action, ids) => team.bulk.mutate({ companyId, action, ids }),
    invitePath: `${base}/invite`,
    editPath: (memberId) => `${base}/${memberId}`,
    patchRow: (user) =>
      queryClient.setQueryData(trpc.platform.companyTeam.list.queryKey(input), (data) =>
        data ? replaceUser(data, user) : data,
      ),
    refresh: () => refresh({ team: true }),
  };
}
