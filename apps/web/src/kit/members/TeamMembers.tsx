import { Stack } from '@mantine/core';
import { useMemo, type ComponentProps, type ReactNode } from 'react';

import type { TEAM_STATUS_FILTERS, TeamSortField } from '@app/contracts';

import { usePhone } from '../layout/usePhone';
import type { ListStateApi } from '../list';
import { ColumnsMenu } from '../list/columns/ColumnsMenu';
import { useListLayout } from '../list/columns/useListLayout';
import { memberAccess, type TeamViewer } from './access';
import { emptyText } from './empty-text';
import { MEMBER_COLUMNS, MEMBER_LAYOUT_LIST, type MembersLayout } from './member-columns';
import { MemberPanel } from './MemberPanel';
import type { TeamCalls, TeamList } from './members';
import { withPendingStatus } from './status-toggle';
import { TeamListBody } from './TeamListBody';
import { TEAM_PAGE_TEXTS, USERS_TAB_TEXTS } from './team-texts';
import { TeamToolbar } from './TeamToolbar';
import { useTeamActions, type TeamGuards } from './useTeamActions';
import type { MemberPanelState } from './useMemberPanel';

type TeamStatus = (typeof TEAM_STATUS_FILTERS)[number];

interface TeamMembersProps<F extends string> {
  /** Which screen: its columns, its texts and where the person's layout is kept. */
  layout: MembersLayout;
  list: ListStateApi<F, TeamStatus, TeamSortField, string>;
  team: ComponentProps<typeof TeamListBody>['query'] & { isFetching: boolean; data: TeamList | undefined };
  calls: TeamCalls;
  /** Who is looking: what they may not change is locked or hidden (docs/security.md). */
  viewer: TeamViewer;
  /** The Add / Edit panel, held by the screen, whose header has the Add button (useMemberPanel). */
  panel: MemberPanelState;
  /** The active tile's label, for the empty state's wording. */
  tileLabel?: string | null;
  /** Why a row or the bulk bar cannot act now (admin panel: a navigation or load under way), or null. */
  guards?: TeamGuards;
  /** Under the filters: the active filters' chips. */
  chips?: ReactNode;
  organisation?: ComponentProps<typeof MemberPanel>['organisation'];
  onSaved: () => void;
}

/**
 * A team's members with everything around them but the Add button: the filters (and the Columns
 * choice) or the bulk bar, the table in the person's columns with its footer (or loading, error,
 * empty), and the Add / Edit panel. The admin panel's Users tab and the portal's Team Management
 * are this with their own calls.
 */
export function TeamMembers<F extends string>(props: TeamMembersProps<F>) {
  const { layout, list, team, calls, viewer, panel } = props;
  const texts = layout === 'team' ? TEAM_PAGE_TEXTS : USERS_TAB_TEXTS;
  const phone = usePhone();
  const columns = useListLayout(MEMBER_LAYOUT_LIST[layout], MEMBER_COLUMNS[layout]);
  const actions = useTeamActions({ calls, texts, selection: list.selection, guards: props.guards });
  const rows = useMemo(() => withPendingStatus(team.data?.users ?? [], actions.pending), [team.data, actions.pending]);
  const selected = rows.filter((row) => list.selection.has(row.id));
  const { state } = list;

  return (
    <Stack gap="md">
      <TeamToolbar
        texts={texts.ui}
        selected={list.selection.count}
        onClearSelection={list.selection.clear}
        bulkBusy={actions.bulkBusy}
        onBulk={(action) => void actions.bulk(action, selected)}
        status={state.status}
        onStatus={list.setStatus}
        search={state.search}
        onSearch={list.setSearch}
        extra={phone ? null : <ColumnsMenu layout={columns} />}
      >
        {props.chips}
      </TeamToolbar>
      <TeamListBody
        texts={texts}
        query={team}
        empty={emptyText({ ...state, tileLabel: props.tileLabel }, texts)}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
        page={{ page: state.page, limit: state.limit, onPageChange: list.setPage, onLimitChange: list.setLimit }}
        table={{
          layout,
          columns,
          rows,
          selection: list.selection,
          sort: state.sort,
          order: state.order,
          onSort: (column) => list.toggleSort(column as TeamSortField),
          pending: actions.pending,
          busy: team.isFetching,
          deletingId: actions.deletingId,
          onToggle: (user, isActive) => void actions.toggle(user, isActive),
          onEdit: panel.open,
          onDelete: (user) => void actions.deleteOne(user),
          access: (user) => memberAccess(viewer, user),
        }}
      />
      <MemberPanel
        texts={texts}
        calls={calls}
        opened={panel.opened}
        member={panel.member}
        onClose={panel.close}
        viewer={viewer}
        onSaved={() => {
          panel.close();
          props.onSaved();
        }}
        organisation={props.organisation}
      />
    </Stack>
  );
}
