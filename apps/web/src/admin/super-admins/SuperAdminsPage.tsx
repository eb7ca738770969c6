import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconCalendarWeek,
  IconCircleCheck,
  IconCircleOff,
  IconPlayerPlay,
  IconPlayerPause,
  IconTrash,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { MESSAGES, type ListTileFilter } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { useTRPC } from '../../lib/api/client';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageHeader } from '../../kit/layout/PageHeader';
import { PageLoader } from '../../kit/layout/PageLoader';
import { usePhone } from '../../kit/layout/usePhone';
import { BulkBar } from '../../kit/list/BulkBar';
import { EmptyState } from '../../kit/list/EmptyState';
import { FilterChips } from '../../kit/list/FilterChips';
import { ListFooter } from '../../kit/list/ListFooter';
import { ColumnsMenu } from '../../kit/list/columns/ColumnsMenu';
import { useListLayout } from '../../kit/list/columns/useListLayout';
import { clampPage } from '../../kit/list/list-state';
import { SearchInput } from '../../kit/list/SearchInput';
import { StatTiles } from '../../kit/list/StatTiles';
import { StatusSelect } from '../../kit/list/StatusSelect';
import { useListState } from '../../kit/list/useListState';
import { useAdminTitle } from '../useAdminTitle';
import { SUPER_ADMIN_COLUMNS } from './super-admin-columns';
import { SuperAdminForm } from './SuperAdminForm';
import { SUPER_ADMINS_LIST, TILE_ORDER, tileLabel, type SuperAdmin } from './super-admins-model';
import { SuperAdminsTable } from './SuperAdminsTable';
import { useSuperAdminActions } from './useSuperAdminActions';

const t = MESSAGES.web.superAdmins;

const TILE_LOOK: Record<ListTileFilter, { icon: ReactNode; color: string }> = {
  total: { icon: <IconUsersGroup size={20} />, color: 'blue' },
  currentWeek: { icon: <IconCalendarEvent size={20} />, color: 'violet' },
  lastWeek: { icon: <IconCalendarWeek size={20} />, color: 'indigo' },
  active: { icon: <IconCircleCheck size={20} />, color: 'teal' },
  inactive: { icon: <IconCircleOff size={20} />, color: 'gray' },
};

const STATUS_OPTIONS = [
  { value: 'all' as const, label: t.statusOptions.all },
  { value: 'active' as const, label: t.statusOptions.active },
  { value: 'inactive' as const, label: t.statusOptions.inactive },
];

/**
 * The platform's team of super admins at /team: listed, searched, filtered, sorted and paged on
 * the server, in the columns each super admin chose; adding is the header's button.
 */
export function SuperAdminsPage() {
  useAdminTitle(MESSAGES.web.nav.team);
  const me = useCurrentUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useListState<
    ListTileFilter,
    'all' | 'active' | 'inactive',
    typeof SUPER_ADMINS_LIST.defaultSort,
    string
  >(SUPER_ADMINS_LIST);
  const options = trpc.platform.superAdmins.list.queryOptions(list.query);
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const actions = useSuperAdminActions(options.queryKey, me.id);
  const layout = useListLayout('superAdmins', SUPER_ADMIN_COLUMNS);
  const phone = usePhone();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 60_000, { autoInvoke: true });

  const [panel, setPanel] = useState<{ opened: boolean; target: SuperAdmin | null; session: number }>({
    opened: false,
    target: null,
    session: 0,
  });
  const openPanel = (target: SuperAdmin | null) => setPanel((p) => ({ opened: true, target, session: p.session + 1 }));

  // Rows removed from the last page: go to the page that still exists.
  const pages = query.data?.pagination.pages;
  const { page } = list.state;
  const setPage = list.setPage;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(clampPage(page, pages));
  }, [pages, page, setPage]);

  const data = query.data;
  const rows = data?.superAdmins ?? [];
  const stats = data?.stats;
  const busy = actions.progress !== null;

  const tileChip = list.state.filter &&
    list.state.filter !== 'total' && {
      key: 'tile',
      label: tileLabel(list.state.filter),
      onRemove: () => list.set({ filter: null }),
    };
  const searchChip = list.state.search.trim() && {
    key: 'search',
    label: MESSAGES.web.list.searchChip(list.state.search.trim()),
    onRemove: () => list.setSearch(''),
  };
  const statusChip = list.state.status !== 'all' && {
    key: 'status',
    label: MESSAGES.web.list.statusChip(t.statusOptions[list.state.status]),
    onRemove: () => list.setStatus('all'),
  };

  const addButton = (
    <Button leftSection={<IconUserPlus size={16} />} onClick={() => openPanel(null)}>
      {t.add}
    </Button>
  );

  let body: ReactNode;
  // The rows wait for the person's layout too, so columns never jump after the first draw.
  if (query.isPending || !layout.ready) {
    body = <PageLoader />;
  } else if (query.isError && !data) {
    body = <ErrorView error={MESSAGES.superAdmin.fetchFailed} onRetry={() => void query.refetch()} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        title={MESSAGES.superAdmin.emptyTitle}
        message={list.filtered ? t.noMatchHint : MESSAGES.superAdmin.emptyHint}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
      />
    );
  } else {
    body = (
      <SuperAdminsTable
        layout={layout}
        rows={rows}
        selfId={me.id}
        selection={list.selection}
        sort={list.state.sort}
        order={list.state.order}
        onSort={list.toggleSort}
        onStatusChange={actions.toggleStatus}
        onEdit={openPanel}
        onDelete={(admin) => void actions.removeOne(admin)}
        busy={busy}
        now={now}
      />
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={MESSAGES.web.nav.team} description={t.subtitle} actions={addButton} />

      <StatTiles
        tiles={TILE_ORDER.map(({ value, stat }) => ({
          value,
          label: tileLabel(value),
          count: stats?.[stat],
          ...TILE_LOOK[value],
        }))}
        active={list.state.filter}
        onChange={(filter) => list.set({ filter })}
      />

      {list.selection.count > 0 ? (
        // Sticks under the header so the actions stay in reach while rows further down are picked.
        <Box
          pos="sticky"
          top="calc(var(--app-shell-header-height, 60px) + 8px)"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 3, borderRadius: 'var(--mantine-radius-md)' }}
        >
          <BulkBar
            count={list.selection.count}
            onClear={list.selection.clear}
            progress={actions.progress}
            actions={[
              {
                key: 'activate',
                label: t.bulk.activate,
                icon: <IconPlayerPlay size={16} />,
                onClick: () =>
                  void actions
                    .runOnSelection('activate', list.selection.ids, rows)
                    .then((ran) => ran && list.selection.clear()),
              },
              {
                key: 'deactivate',
                label: t.bulk.deactivate,
                icon: <IconPlayerPause size={16} />,
                onClick: () =>
                  void actions
                    .runOnSelection('deactivate', list.selection.ids, rows)
                    .then((ran) => ran && list.selection.clear()),
              },
              {
                key: 'delete',
                label: t.bulk.delete,
                color: 'red',
                icon: <IconTrash size={16} />,
                onClick: () =>
                  void actions
                    .runOnSelection('delete', list.selection.ids, rows)
                    .then((ran) => ran && list.selection.clear()),
              },
            ]}
          />
        </Box>
      ) : (
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <StatusSelect value={list.state.status} onChange={list.setStatus} options={STATUS_OPTIONS} />
            <SearchInput
              value={list.state.search}
              onChange={list.setSearch}
              placeholder={MESSAGES.superAdmin.searchPlaceholder}
              style={{ flex: 1, minWidth: 220 }}
            />
            {!phone && <ColumnsMenu layout={layout} />}
          </Group>
          <FilterChips chips={[tileChip, statusChip, searchChip]} onClearAll={list.clearFilters} />
        </Stack>
      )}

      {/* A table gets a frame; a phone's cards have their own. */}
      {phone ? (
        body
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {body}
        </Paper>
      )}

      <ListFooter
        page={list.state.page}
        limit={list.state.limit}
        total={data?.pagination.total ?? 0}
        pages={data?.pagination.pages ?? 0}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
      />

      <SuperAdminForm
        opened={panel.opened}
        target={panel.target}
        session={panel.session}
        onClose={() => setPanel((p) => ({ ...p, opened: false }))}
        onSaved={(saved) => {
          if (saved.id === me.id) void queryClient.invalidateQueries(trpc.auth.me.pathFilter());
        }}
      />
    </Stack>
  );
}
