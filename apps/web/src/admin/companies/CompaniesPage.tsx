import { Affix, Box, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBuilding,
  IconCalendarTime,
  IconCalendarWeek,
  IconCircleCheck,
  IconCircleX,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { LIST_TILE_FILTERS, MESSAGES, type ListTileFilter } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import { confirm } from '../../shared/feedback/confirm';
import { ErrorView } from '../../shared/feedback/ErrorView';
import { notify, TOAST_MS } from '../../shared/feedback/notify';
import { PageHeader } from '../../shared/layout/PageHeader';
import { lazyOverlay, whenIdle } from '../../shared/layout/lazyOverlay';
import { PageLoader } from '../../shared/layout/PageLoader';
import { BulkBar } from '../../shared/list/BulkBar';
import { EmptyState } from '../../shared/list/EmptyState';
import { FilterChips } from '../../shared/list/FilterChips';
import { ListFooter } from '../../shared/list/ListFooter';
import { clampPage } from '../../shared/list/list-state';
import { runBulk } from '../../shared/list/runBulk';
import { SearchInput } from '../../shared/list/SearchInput';
import { StatTiles, type StatTile } from '../../shared/list/StatTiles';
import { StatusSelect } from '../../shared/list/StatusSelect';
import { useListState } from '../../shared/list/useListState';
import { useAdminTitle } from '../useAdminTitle';
import { CompaniesTable } from './CompaniesTable';
import {
  COMPANY_LIST,
  COMPANY_STATUS_FILTERS,
  TILE_STAT,
  baseDomainOf,
  bulkDeleteOutcome,
  bulkStatusOutcome,
  emptyMessage,
  failureText,
  type Company,
  type CompanySort,
  type CompanyStatusFilter,
  type ShownStatus,
  type Tone,
} from './company-model';

const t = MESSAGES.web.companies;

// The panel, the details and the delete dialog (with the form kit and @mantine/dates) load when
// first opened, or once the list is on screen and the browser is idle: not before the first rows.
const CompanyFormPanel = lazyOverlay(
  () => import('./CompanyFormPanel').then((m) => m.CompanyFormPanel),
  (props) => props.opened,
  { opened: false },
);
const CompanyDetailsModal = lazyOverlay(
  () => import('./CompanyDetailsModal').then((m) => m.CompanyDetailsModal),
  (props) => props.company !== null,
  { company: null },
);
const DeleteCompanyDialog = lazyOverlay(
  () => import('./DeleteCompanyDialog').then((m) => m.DeleteCompanyDialog),
  (props) => props.company !== null,
  { company: null },
);
const OVERLAYS = [CompanyFormPanel, CompanyDetailsModal, DeleteCompanyDialog];

const TILE_ICONS = {
  total: { icon: <IconBuilding size={20} />, color: undefined },
  currentWeek: { icon: <IconCalendarWeek size={20} />, color: 'blue' },
  lastWeek: { icon: <IconCalendarTime size={20} />, color: 'grape' },
  active: { icon: <IconCircleCheck size={20} />, color: 'green' },
  inactive: { icon: <IconCircleX size={20} />, color: 'red' },
} as const;

const STATUS_OPTIONS = COMPANY_STATUS_FILTERS.map((value) => ({ value, label: t.statusOptions[value] }));

const BASE_DOMAIN = baseDomainOf(window.location.hostname, import.meta.env.VITE_BASE_DOMAIN);

function toast(tone: Tone, text: string) {
  if (tone === 'success') notify.success(text);
  else if (tone === 'error') notify.error(text);
  else notifications.show({ color: 'yellow', message: text, autoClose: TOAST_MS.error });
}

/** The side panel: which company (null = a new one), and whether it is open. */
type Panel = { company: Company | null; open: boolean };

/** Companies list (spec 000 §2.4): tiles, filters, table, bulk actions, add/edit/delete, details. */
export function CompaniesPage() {
  useAdminTitle(MESSAGES.web.nav.companies);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const list = useListState<ListTileFilter, CompanyStatusFilter, CompanySort, number>(COMPANY_LIST);
  const { state, selection } = list;

  const query = useQuery({
    ...trpc.platform.companies.list.queryOptions(list.query),
    placeholderData: keepPreviousData,
  });
  const data = query.data;

  // A page past the end (after deletions, or an old link) moves to the last page.
  const pages = data?.pagination.pages ?? 0;
  useEffect(() => {
    if (data && pages > 0 && state.page > pages) list.setPage(clampPage(state.page, pages));
  }, [data, pages, state.page, list]);

  const [panel, setPanel] = useState<Panel>({ company: null, open: false });
  const openCreate = () => setPanel({ company: null, open: true });
  const [viewing, setViewing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.platform.companies.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.platform.dashboard.pathKey() });
  };

  const [pendingStatus, setPendingStatus] = useState<ReadonlySet<number>>(new Set());
  const setStatus = useMutation(
    trpc.platform.companies.setStatus.mutationOptions({
      onMutate: ({ id }) => setPendingStatus((prev) => new Set(prev).add(Number(id))),
      onSuccess: (answer) => {
        notify.success(answer.message);
        refresh();
      },
      onError: (error) => notify.error(failureText(error, t.statusFailedRetry)),
      onSettled: (_answer, _error, { id }) =>
        setPendingStatus((prev) => {
          const next = new Set(prev);
          next.delete(Number(id));
          return next;
        }),
    }),
  );

  const companies = useMemo(() => data?.companies ?? [], [data]);

  // With the list shown, load the overlays' code while nothing else happens.
  const listShown = data !== undefined;
  useEffect(() => {
    if (!listShown) return;
    return whenIdle(() => OVERLAYS.forEach((overlay) => void overlay.preload().catch(() => undefined)));
  }, [listShown]);
  const selectedIds = selection.ids;

  const bulkStatus = async (status: ShownStatus) => {
    const n = selectedIds.length;
    const action = status === 'active' ? 'activate' : 'deactivate';
    if (!(await confirm({ message: t.bulkStatusConfirm(action, n) }))) return;
    const result = await runBulk(
      selectedIds,
      (id) => client.platform.companies.setStatus.mutate({ id, status }),
      (done, total) => setProgress({ done, total }),
    );
    setProgress(null);
    const outcome = bulkStatusOutcome(result.succeeded.length, result.failed.length);
    toast(outcome.tone, outcome.text);
    selection.clear();
    refresh();
  };

  const bulkDelete = async () => {
    const n = selectedIds.length;
    if (!(await confirm({ message: t.bulkDeleteConfirm(n), danger: true }))) return;
    try {
      const result = await runBulk(
        selectedIds,
        (id) => client.platform.companies.remove.mutate({ id }),
        (done, total) => setProgress({ done, total }),
      );
      const outcome = bulkDeleteOutcome(result.succeeded.length, result.failed.length);
      toast(outcome.tone, outcome.text);
    } catch {
      notify.error(t.bulkDeleteFailed);
    } finally {
      setProgress(null);
      selection.clear();
      refresh();
    }
  };

  const tiles: StatTile<ListTileFilter>[] = LIST_TILE_FILTERS.map((value) => ({
    value,
    label: t.tiles[value],
    count: data?.stats[TILE_STAT[value]],
    icon: TILE_ICONS[value].icon,
    color: TILE_ICONS[value].color,
  }));

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={openCreate} visibleFrom="sm">
      {t.addCompany}
    </Button>
  );

  const statusLabel = t.statusOptions[state.status];

  let body;
  if (query.isPending) {
    body = <PageLoader />;
  } else if (query.isError && !data) {
    body = <ErrorView error={failureText(query.error, t.fetchFailedRetry)} onRetry={() => void query.refetch()} />;
  } else if (companies.length === 0) {
    body = (
      <EmptyState
        title={t.emptyTitle}
        message={emptyMessage(state)}
        icon={list.filtered ? undefined : <IconBuilding size={24} />}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
        action={
          list.filtered ? undefined : (
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
              {t.addCompany}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        {query.isError && (
          <ErrorView error={failureText(query.error, t.fetchFailedRetry)} onRetry={() => void query.refetch()} />
        )}
        <CompaniesTable
          companies={companies}
          baseDomain={BASE_DOMAIN}
          sort={state.sort}
          order={state.order}
          onSort={list.toggleSort}
          selection={selection}
          pendingStatus={pendingStatus}
          onStatusChange={(company, status) => setStatus.mutate({ id: company.id, status })}
          onView={setViewing}
          onEdit={(company) => setPanel({ company, open: true })}
          onDelete={setDeleting}
          busy={query.isPlaceholderData && query.isFetching}
        />
      </>
    );
  }

  return (
    <Box pb={{ base: 72, sm: 0 }}>
      <PageHeader title={MESSAGES.web.nav.companies} actions={addButton} />

      <Stack gap="md">
        <StatTiles tiles={tiles} active={state.filter} onChange={(filter) => list.set({ filter })} />

        {selection.count > 0 ? (
          <BulkBar
            count={selection.count}
            onClear={selection.clear}
            progress={progress}
            actions={[
              {
                key: 'activate',
                label: t.activate,
                icon: <IconPlayerPlay size={14} />,
                onClick: () => void bulkStatus('active'),
              },
              {
                key: 'deactivate',
                label: t.deactivate,
                icon: <IconPlayerPause size={14} />,
                onClick: () => void bulkStatus('inactive'),
              },
              {
                key: 'delete',
                label: t.delete,
                color: 'red',
                icon: <IconTrash size={14} />,
                onClick: () => void bulkDelete(),
              },
            ]}
          />
        ) : (
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <SearchInput
                value={state.search}
                onChange={list.setSearch}
                placeholder={t.searchPlaceholder}
                style={{ flex: 1, minWidth: 0 }}
              />
              <StatusSelect
                value={state.status}
                onChange={list.setStatus}
                options={STATUS_OPTIONS}
                w={{ base: 150, xs: 190 }}
                style={{ flexShrink: 0 }}
              />
            </Group>
            <FilterChips
              chips={[
                state.filter && {
                  key: 'tile',
                  label: t.tiles[state.filter],
                  onRemove: () => list.set({ filter: null }),
                },
                state.search.trim() && {
                  key: 'search',
                  label: MESSAGES.web.list.searchChip(state.search.trim()),
                  onRemove: () => list.setSearch(''),
                },
                state.status !== 'all' && {
                  key: 'status',
                  label: MESSAGES.web.list.statusChip(statusLabel),
                  onRemove: () => list.setStatus('all'),
                },
              ]}
              onClearAll={list.clearFilters}
            />
          </Stack>
        )}

        <div>
          {body}
          {data && companies.length > 0 && (
            <ListFooter
              page={state.page}
              limit={state.limit}
              total={data.pagination.total}
              pages={data.pagination.pages}
              onPageChange={list.setPage}
              onLimitChange={list.setLimit}
            />
          )}
        </div>
      </Stack>

      {/* Add on a phone: a floating button above the bottom bar. */}
      <Affix position={{ bottom: 80, right: 16 }} hiddenFrom="sm" zIndex={150}>
        <Button
          radius="xl"
          size="md"
          leftSection={<IconPlus size={20} />}
          onClick={openCreate}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          {t.addCompany}
        </Button>
      </Affix>

      <CompanyFormPanel
        opened={panel.open}
        company={panel.company}
        onClose={() => setPanel((prev) => ({ ...prev, open: false }))}
        baseDomain={BASE_DOMAIN}
      />
      <CompanyDetailsModal company={viewing} baseDomain={BASE_DOMAIN} onClose={() => setViewing(null)} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} onDeleted={() => selection.clear()} />
    </Box>
  );
}
