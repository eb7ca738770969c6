import { Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { MESSAGES, SUPER_ADMIN_ROLE, TEAM_SORT_FIELDS, TEAM_STATUS_FILTERS } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { notify } from '../../../kit/feedback/notify';
import { defineListConfig, useListState } from '../../../kit/list';
import { AddMemberButton } from '../../../kit/members/AddMemberButton';
import { TeamMembers } from '../../../kit/members/TeamMembers';
import { useMemberPanel } from '../../../kit/members/useMemberPanel';
import { userAddGuard, userEditGuard } from '../guards';
import type { useRefreshCompany } from '../records';
import { useUsersCalls } from './useUsersCalls';

const t = MESSAGES.web.companyDetail;

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
}

/**
 * The Users tab: the company's users, filtered, searched and paged on the server in the columns
 * the super admin chose, under the tab's own header row with its Add button (as a page's header).
 */
export function UsersTab({ companyId, navigating, refresh }: UsersTabProps) {
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

  // The detail page's edit guards: nothing is changed while it navigates or loads.
  const snapshot = () => ({ navigating, loading: team.isFetching || team.isPlaceholderData, items: team.data?.users });
  const guards = {
    add: () => userAddGuard(snapshot()),
    edit: (memberId: string) => userEditGuard(snapshot(), memberId),
    bulk: () => (navigating ? t.waitForNavigation : null),
  };
  const refused = (message: string) => notify.error(message);
  const panel = useMemberPanel(guards, refused);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t.tabs.users}
        </Title>
        <AddMemberButton label={t.users.add} onClick={() => panel.open(null)} />
      </Group>
      <TeamMembers
        layout="users"
        list={list}
        team={team}
        calls={calls}
        panel={panel}
        viewer={SUPER_ADMIN_VIEWER}
        guards={guards}
        onSaved={() => void refresh({ team: true })}
      />
    </Stack>
  );
}
