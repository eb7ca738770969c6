/**
 * The layout of a CRM list screen: title, subtitle and the primary button; a filter row ending in
 * 'Clear Filters', export, import and the Columns choice; the list drawn through the person's
 * layout (a table, or cards on a phone); a loading or empty line; an error with Retry in place of
 * the list (never sample data); the pagination bar.
 *
 *   const layout = useListLayout('leads', LEAD_COLUMNS);
 *   <CrmListPage title="Leads" subtitle="..." action={<Button>Add Lead</Button>}
 *     filters={<><SearchInput .../><Select .../></>} list={list}
 *     table={{ layout, rows, rowKey, rowName, rowHref, actions }}
 *     state={{ loading, error, onRetry, loadingText, emptyText }} pager={{ ...pagination, onPageChange, onLimitChange }} />
 */
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageHeader } from '../../kit/layout/PageHeader';
import { usePhone } from '../../kit/layout/usePhone';
import { ColumnsMenu } from '../../kit/list/columns/ColumnsMenu';
import { LayoutTable, type LayoutTableProps } from '../../kit/list/columns/LayoutTable';
import { ListFooter, type ListFooterProps } from '../../kit/list/ListFooter';
import { CrmListToolbar, type CrmListToolbarProps } from './CrmListToolbar';

export interface CrmListPageProps<R> {
  title: string;
  subtitle: string;
  action?: ReactNode;
  /** Summary cards between the header and the list (Enquiries). */
  summary?: ReactNode;
  filters: ReactNode;
  /** The list's URL state: its sort, clearing its filters and how many are on. */
  list: {
    state: { sort: string; order: 'asc' | 'desc' };
    toggleSort: (column: never) => void;
    clearFilters: () => void;
    activeFilters: number;
  };
  table: Omit<LayoutTableProps<R>, 'status' | 'busy' | 'sort'>;
  state: { loading: boolean; error: unknown; onRetry: () => void; loadingText: string; emptyText: string };
  pager?: Omit<ListFooterProps, 'navigation' | 'children'>;
  exportFrom?: CrmListToolbarProps['exportFrom'];
  importKind?: CrmListToolbarProps['importKind'];
  /** Dialogs and drawers of the screen. */
  children?: ReactNode;
}

export function CrmListPage<R>(props: CrmListPageProps<R>) {
  const { state, table, list } = props;
  const rows = table.rows;
  // The rows wait for the person's layout too, so columns never jump after the first draw.
  const loading = state.loading || !table.layout.ready;
  const waiting = !table.layout.ready || (state.loading && rows.length === 0);
  const status = waiting ? state.loadingText : rows.length === 0 ? state.emptyText : null;
  // A phone shows cards: there are no columns to choose.
  const phone = usePhone();
  const sort = {
    sort: list.state.sort,
    order: list.state.order,
    onSort: list.toggleSort as (column: string) => void,
  };
  return (
    <>
      <PageHeader title={props.title} description={props.subtitle} actions={props.action} />
      {props.summary}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <CrmListToolbar
          filters={props.filters}
          onClearFilters={list.clearFilters}
          activeFilters={list.activeFilters}
          exportFrom={props.exportFrom}
          importKind={props.importKind}
          extra={phone ? null : <ColumnsMenu layout={table.layout} />}
        />
        {state.error && !state.loading ? (
          <ErrorView error={state.error} onRetry={state.onRetry} />
        ) : (
          <LayoutTable {...table} sort={sort} status={status} busy={loading} />
        )}
        {props.pager && !state.error && <ListFooter {...props.pager} navigation="steps" />}
      </Paper>
      {props.children}
    </>
  );
}
