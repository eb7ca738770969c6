import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';

import type { TEAM_STATUS_FILTERS, TeamSortField } from '@app/contracts';

import type { ListStateApi } from '../shared/list';
import { memberAccess, type TeamViewer } from './access';
import { emptyText } from './empty-text';
import { FloatingAdd } from './FloatingAdd';
import { MemberPanel } from './MemberPanel';
import type { TeamCalls, TeamList, TeamMember } from './members';
import type { MembersLayout } from './MembersTable';
import { withPendingStatus } from './status-toggle';
import { TeamListBody } from './TeamListBody';
import { TEAM_PAGE_TEXTS, USERS_TAB_TEXTS } from './team-texts';
import { TeamToolbar } from './TeamToolbar';
import { useTeamActions, type TeamGuards } from './useTeamActions';

type TeamStatus = (typeof TEAM_STATUS_FILTERS)[number];

interface TeamMembersProps<F extends string> {
  /** Which screen: its columns and its texts. */
  layout: MembersLayout;
  list: ListStateApi<F, TeamStatus, TeamSortField, string>;
  team: ComponentProps<typeof TeamListBody>['query'] & { isFetching: boolean; data: TeamList | undefined };
  calls: TeamCalls;
  /** Who is looking: what they may not change is locked or hidden (docs/security.md). */
  viewer: TeamViewer;
  /** The active tile's label, for the empty state's wording. */
  tileLabel?: string | null;
  /** Why the panel cannot open now (admin panel: a navigation or load under way), or null. */
  guards?: TeamGuards & { add?: () => string | null };
  onRefused?: (message: string) => void;
  /** Under the filters: the active filters' chips. */
  chips?: ReactNode;
  /** Whether the floating add button may show on a phone (the admin tab is on screen). */
  floatingAdd?: boolean;
  organisation?: ComponentProps<typeof MemberPanel>['organisation'];
  onSaved: () => void;
}

/**
 * A team's members with everything around them: the filters or the bulk bar, the table with its
 * footer (or loading, error, empty), the add button (floating on phones) and the Add / Edit panel.
 * The admin panel's Users tab and the portal's Team Management are this with their own calls.
 */
export function TeamMembers<F extends string>(props: TeamMembersProps<F>) {
  const { layout, list, team, calls, viewer, guards = {} } = props;
  const texts = layout === 'team' ? TEAM_PAGE_TEXTS : USERS_TAB_TEXTS;
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const actions = useTeamActions({ calls, texts, selection: list.selection, guards });
  const [panel, setPanel] = useState<{ opened: boolean; member: TeamMember | null }>({ opened: false, member: null });
  const rows = useMemo(() => withPendingStatus(team.data?.users ?? [], actions.pending), [team.data, actions.pending]);
  const selected = rows.filter((row) => list.selection.has(row.id));
  const { state } = list;

  const openPanel = (member: TeamMember | null) => {
    const problem = member ? guards.edit?.(member.id) : guards.add?.();
    if (problem) props.onRefused?.(problem);
    else setPanel({ opened: true, member });
  };
  const closePanel = () => setPanel((p) => ({ ...p, opened: false }));

  const floating = phone && (props.floatingAdd ?? true);
  return (
    // On phones the floating button must not cover the footer's last line.
    <Stack gap="md" pb={floating ? 64 : undefined}>
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
        onAdd={phone ? undefined : () => openPanel(null)}
      >
        {props.chips}
      </TeamToolbar>
      <TeamListBody
        texts={texts}
        query={team}
        empty={emptyText({ ...state, tileLabel: props.tileLabel }, texts)}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
        onAdd={() => openPanel(null)}
        page={{ page: state.page, limit: state.limit, onPageChange: list.setPage, onLimitChange: list.setLimit }}
        table={{
          layout,
          rows,
          selection: list.selection,
          sort: state.sort,
          order: state.order,
          onSort: list.toggleSort,
          pending: actions.pending,
          busy: team.isFetching,
          deletingId: actions.deletingId,
          onToggle: (user, isActive) => void actions.toggle(user, isActive),
          onEdit: openPanel,
          onDelete: (user) => void actions.deleteOne(user),
          access: (user) => memberAccess(viewer, user),
        }}
      />
      {floating && <FloatingAdd label={texts.ui.add} onClick={() => openPanel(null)} />}
      <MemberPanel
        texts={texts}
        calls={calls}
        opened={panel.opened}
        member={panel.member}
        onClose={closePanel}
        viewer={viewer}
        onSaved={() => {
          closePanel();
          props.onSaved();
        }}
        organisation={props.organisation}
      />
    </Stack>
  );
}
