/**
 * The layout of a CRM list screen (spec 002 §2.4–§2.6): title, subtitle and the primary button; a
 * filter row ending in 'Clear Filters'; the table inside its own scroll container (a phone scrolls
 * the table, not the page); a loading or empty row; an error with Retry in place of the table (no
 * sample data, DESIGN §7); the pagination bar.
 *
 *   <CrmListPage title="Leads" subtitle="..." action={<Button>Add Lead</Button>}
 *     filters={<><SearchInput .../><Select .../></>} onClearFilters={list.clearFilters}
 *     head={<Table.Tr>...</Table.Tr>} columns={14} rows={rows}
 *     state={{ loading, error, onRetry, loadingText, emptyText }} pager={{ ...pagination, onPageChange, onLimitChange }} />
 */
import { Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { ErrorView } from '../../../shared/feedback/ErrorView';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { CrmPager, type CrmPagerProps } from './CrmPager';
import { CrmListToolbar, type CrmListToolbarProps } from './CrmListToolbar';

export interface CrmListPageProps {
  title: string;
  subtitle: string;
  action?: ReactNode;
  /** Summary cards between the header and the list (Enquiries). */
  summary?: ReactNode;
  filters: ReactNode;
  onClearFilters: () => void;
  head: ReactNode;
  /** The number of columns, for the loading and empty rows. */
  columns: number;
  /** The table's least width (px) before it scrolls inside its container; wide tables need more. */
  minWidth?: number;
  rows: ReactNode[];
  state: { loading: boolean; error: unknown; onRetry: () => void; loadingText: string; emptyText: string };
  pager?: CrmPagerProps;
  exportFrom?: CrmListToolbarProps['exportFrom'];
  importKind?: CrmListToolbarProps['importKind'];
  /** Dialogs and drawers of the screen. */
  children?: ReactNode;
}

export function CrmListPage(props: CrmListPageProps) {
  const { state, rows } = props;
  const message = state.loading && rows.length === 0 ? state.loadingText : rows.length === 0 ? state.emptyText : null;
  return (
    <>
      <PageHeader title={props.title} description={props.subtitle} actions={props.action} />
      {props.summary}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <CrmListToolbar
          filters={props.filters}
          onClearFilters={props.onClearFilters}
          exportFrom={props.exportFrom}
          importKind={props.importKind}
        />
        {state.error && !state.loading ? (
          <ErrorView error={state.error} onRetry={state.onRetry} />
        ) : (
          <Table.ScrollContainer minWidth={props.minWidth ?? 900} type="native">
            {/* One line a row: the container scrolls sideways rather than rows growing tall. */}
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              fz="sm"
              aria-busy={state.loading}
              style={{ whiteSpace: 'nowrap' }}
            >
              <Table.Thead>{props.head}</Table.Thead>
              <Table.Tbody>
                {message ? (
                  <Table.Tr>
                    <Table.Td colSpan={props.columns}>
                      <Text ta="center" c="dimmed" py="lg" role="status">
                        {message}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {props.pager && !state.error && <CrmPager {...props.pager} />}
      </Paper>
      {props.children}
    </>
  );
}
