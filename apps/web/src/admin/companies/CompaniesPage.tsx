import { Button, Stack } from '@mantine/core';
import {
  IconBuilding,
  IconCalendarTime,
  IconCalendarWeek,
  IconCircleCheck,
  IconCircleX,
  IconPlus,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { LIST_TILE_FILTERS, MESSAGES, type ListTileFilter } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { notify } from '../../kit/feedback/notify';
import { PageHeader } from '../../kit/layout/PageHeader';
import { lazyOverlay } from '../../kit/layout/lazyOverlay';
import { usePreloadWhenIdle } from '../../kit/layout/usePreloadWhenIdle';
import { PageLoader } from '../../kit/layout/PageLoader';
import { useListLayout } from '../../kit/list/columns/useListLayout';
import { EmptyState } from '../../kit/list/EmptyState';
import { ListFooter } from '../../kit/list/ListFooter';
import { clampPage } from '../../kit/list/list-state';
import { StatTiles, type StatTile } from '../../kit/list/StatTiles';
import { useListState } from '../../kit/list/useListState';
import { useAdminTitle } from '../useAdminTitle';
import { CompaniesTable } from './CompaniesTable';
import { CompaniesToolbar } from './CompaniesToolbar';
import { COMPANY_COLUMNS } from './company-columns';
import {
  COMPANY_LIST,
  TILE_STAT,
  baseDomainOf,
  emptyMessage,
  failureText,
  type Company,
  type CompanySort,
  type CompanyStatusFilter,
} from './company-model';
import { useCompanyBulk } from './useCompanyBulk';

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

const BASE_DOMAIN = baseDomainOf(window.location.hostname, import.meta.env.VITE_BASE_DOMAIN);

/** The side panel: which company (null = a new one), and whether it is open. */
type Panel = { company: Company | null; open: boolean };

/**
 * Companies: tiles, filters, the list in the columns each super admin chose, bulk actions,
 * add / edit / delete and a details view. Adding is the header's button, at every width.
 */
export function CompaniesPage() {
  useAdminTitle(MESSAGES.web.nav.companies);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useListState<ListTileFilter, CompanyStatusFilter, CompanySort, number>(COMPANY_LIST);
  const { state, selection } = list;
  const layout = useListLayout('companies', COMPANY_COLUMNS);

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

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.platform.companies.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.platform.dashboard.pathKey() });
  };
  const bulk = useCompanyBulk(selection, refresh);

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
  usePreloadWhenIdle(OVERLAYS, data !== undefined);

  const tiles: StatTile<ListTileFilter>[] = LIST_TILE_FILTERS.map((value) => ({
    value,
    label: t.tiles[value],
    count: data?.stats[TILE_STAT[value]],
    icon: TILE_ICONS[value].icon,
    color: TILE_ICONS[value].color,
  }));

  const failure = query.isError && (
    <ErrorView error={failureText(query.error, t.fetchFailedRetry)} onRetry={() => void query.refetch()} />
  );
  let body;
  // The rows wait for the person's layout too, so columns never jump after the first draw.
  if (query.isPending || !layout.ready) {
    body = <PageLoader />;
  } else if (!data) {
    body = failure;
  } else if (companies.length === 0) {
    body = (
      <EmptyState
        title={t.emptyTitle}
        message={emptyMessage(state)}
        icon={list.filtered ? undefined : <IconBuilding size={24} />}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
      />
    );
  } else {
    body = (
      <>
        {failure}
        <CompaniesTable
          layout={layout}
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
        <ListFooter
          page={state.page}
          limit={state.limit}
          total={data.pagination.total}
          pages={data.pagination.pages}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={MESSAGES.web.nav.companies}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
            {t.addCompany}
          </Button>
        }
      />
      <Stack gap="md">
        <StatTiles tiles={tiles} active={state.filter} onChange={(filter) => list.set({ filter })} />
        <CompaniesToolbar list={list} layout={layout} bulk={bulk} />
        <div>{body}</div>
      </Stack>

      <CompanyFormPanel
        opened={panel.open}
        company={panel.company}
        onClose={() => setPanel((prev) => ({ ...prev, open: false }))}
        baseDomain={BASE_DOMAIN}
      />
      <CompanyDetailsModal company={viewing} baseDomain={BASE_DOMAIN} onClose={() => setViewing(null)} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} onDeleted={() => selection.clear()} />
    </>
  );
}
