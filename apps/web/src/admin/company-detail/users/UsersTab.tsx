import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { MESSAGES, SUPER_ADMIN_ROLE, TEAM_SORT_FIELDS, TEAM_STATUS_FILTERS } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { notify } from '../../../shared/feedback/notify';
import { defineListConfig, useListState } from '../../../shared/list';
import { TeamMembers } from '../../../team/TeamMembers';
import { userAddGuard, userEditGuard } from '../guards';
import type { useRefreshCompany } from '../records';
import { useUsersCalls } from './useUsersCalls';

/** The Users tab's list state lives in the detail page's URL under a `u` prefix (uPage, uSearch, ...). */
const USERS_LIST = defineListConfig({
  filters: [] as const,
  statuses: TEAM_STATUS_FILTERS,
  sorts: TEAM_SORT_FIELDS,
  defaultSort: 'role',
  defaultOrder: 'asc',
  prefix: 'u',
});

/** Super admins manage every user of the company, within the owner's fixed facts (docs/security.md). */
const SUPER_ADMIN_VIEWER = { role: SUPER_ADMIN_ROLE, id: null };

interface UsersTabProps {
  companyId: number;
  navigating: boolean;
  refresh: ReturnType<typeof useRefreshCompany>;
  /** Show the floating Add User button (the tab is on screen, on a phone). */
  floatingAdd: boolean;
}

/** The Users tab (spec 000 §2.6): the company's users, filtered, searched and paged on the server. */
export function UsersTab({ companyId, navigating, refresh, floatingAdd }: UsersTabProps) {
  const trpc = useTRPC();
  const list = useListState<never, (typeof TEAM_STATUS_FILTERS)[number], (typeof TEAM_SORT_FIELDS)[number], string>(
    USERS_LIST,
  );
  const team = useQuery({
    ...trpc.platform.companyTeam.list.queryOptions({ companyId, ...list.query }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const calls = useUsersCalls(companyId, list.query, refresh);

  // The detail page's edit guards (spec 000 §8): nothing is changed while it navigates or loads.
  const snapshot = () => ({ navigating, loading: team.isFetching || team.isPlaceholderData, items: team.data?.users });
  return (
    <TeamMembers
      layout="users"
      list={list}
      team={team}
      calls={calls}
      viewer={SUPER_ADMIN_VIEWER}
      guards={{
        add: () => userAddGuard(snapshot()),
        edit: (memberId) => userEditGuard(snapshot(), memberId),
        bulk: () => (navigating ? MESSAGES.web.companyDetail.waitForNavigation : null),
      }}
      onRefused={(message) => notify.error(message)}
      floatingAdd={floatingAdd}
      onSaved={() => void refresh({ team: true })}
    />
  );
}
