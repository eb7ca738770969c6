import { Stack } from '@mantine/core';
import { IconCalendarMinus, IconCalendarWeek, IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { useTRPC } from '../../lib/api/client';
import { PageHeader } from '../../kit/layout/PageHeader';
import { FilterChips, StatTiles, useListState } from '../../kit/list';
import { AddMemberButton } from '../../kit/members/AddMemberButton';
import { TeamMembers } from '../../kit/members/TeamMembers';
import { useMemberPanel } from '../../kit/members/useMemberPanel';
import { useCompanyTitle } from '../company-profile';
import { ExportButton } from '../../crm/kit/ExportButton';
import { OrganisationFields } from './OrganisationFields';
import { TEAM_LIST, teamTiles, type TeamStatus, type TeamTile } from './team-list';
import { useTeamCalls } from './useTeamCalls';

const t = MESSAGES.web.team;
const l = MESSAGES.web.list;
const TILE_ICONS = {
  total: <IconUsers size={20} />,
  currentWeek: <IconCalendarWeek size={20} />,
  lastWeek: <IconCalendarMinus size={20} />,
  active: <IconUserCheck size={20} />,
  inactive: <IconUserOff size={20} />,
};

/**
 * Team Management: the company's members, filtered by tile, status and search, sorted and paged
 * on the server, in the columns each person chose, with the team kit the admin panel's Users tab
 * uses too. Adding is the header's button, at every width.
 */
export function TeamPage() {
  useCompanyTitle(t.title);
  const trpc = useTRPC();
  const list = useListState<TeamTile, TeamStatus, (typeof TEAM_LIST.sorts)[number], string>(TEAM_LIST);
  const team = useQuery({
    ...trpc.company.team.list.queryOptions(list.query),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const calls = useTeamCalls();
  const panel = useMemberPanel();
  const me = useCurrentUser();
  const { state } = list;
  const tileLabel = state.filter ? t.tiles[state.filter] : null;
  const tiles = teamTiles(team.data?.stats).map((tile) => ({ ...tile, icon: TILE_ICONS[tile.value] }));

  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <>
            <ExportButton path="/company/team/export" query={list.query} name="team" />
            <AddMemberButton label={t.add} onClick={() => panel.open(null)} />
          </>
        }
      />
      <Stack gap="md">
        <StatTiles tiles={tiles} active={state.filter} onChange={(filter) => list.set({ filter })} />
        <TeamMembers
          layout="team"
          list={list}
          team={team}
          calls={calls}
          panel={panel}
          viewer={{ role: me.role, id: me.id }}
          tileLabel={tileLabel}
          chips={
            <FilterChips
              chips={[
                tileLabel && { key: 'tile', label: tileLabel, onRemove: () => list.set({ filter: null }) },
                state.search.trim() && {
                  key: 'search',
                  label: l.searchChip(state.search.trim()),
                  onRemove: () => list.setSearch(''),
                },
                state.status !== 'all' && {
                  key: 'status',
                  label: l.statusChip(t.statusOptions[state.status]),
                  onRemove: () => list.setStatus('all'),
                },
              ]}
              onClearAll={list.clearFilters}
            />
          }
          organisation={(form, options) => <OrganisationFields form={form} {...options} />}
          onSaved={() => void calls.refresh()}
        />
      </Stack>
    </>
  );
}
