import { IconUsers } from '@tabler/icons-react';

import { ErrorView } from '../feedback/ErrorView';
import { serverMessageOr } from '../feedback/server-message';
import { PageLoader } from '../layout/PageLoader';
import { EmptyState, ListFooter } from '../list';
import type { EmptyText } from './empty-text';
import type { TeamList } from './members';
import { MembersTable, type MembersTableProps } from './MembersTable';
import type { TeamTexts } from './team-texts';

interface TeamListBodyProps {
  texts: TeamTexts;
  query: { isPending: boolean; isError: boolean; error: unknown; data: TeamList | undefined; refetch: () => unknown };
  table: Omit<MembersTableProps, 'texts'>;
  empty: EmptyText;
  /** Set when filters narrow the list: the empty state offers 'Clear all filters'. */
  onClearFilters?: () => void;
  page: { page: number; limit: number; onPageChange: (page: number) => void; onLimitChange: (limit: number) => void };
}

/**
 * The list under the toolbar: loading (the rows and the person's column layout), error with
 * Retry, empty state, or the table and its footer. Adding is the header's button, never here.
 */
export function TeamListBody({ texts, query, table, empty, onClearFilters, page }: TeamListBodyProps) {
  const t = texts.ui;
  // The rows wait for the person's layout too, so columns never jump after the first draw.
  if (query.isPending || !table.columns.ready) return <PageLoader />;
  if (query.isError || !query.data) {
    return (
      <ErrorView
        error={serverMessageOr(query.error, texts.failures.fetchFailed)}
        onRetry={() => void query.refetch()}
        retryLabel={t.tryAgain}
      />
    );
  }
  if (table.rows.length === 0) {
    return (
      <EmptyState
        icon={<IconUsers size={24} />}
        title={empty.title}
        message={empty.message}
        onClearFilters={onClearFilters}
      />
    );
  }
  return (
    <>
      <MembersTable texts={t} {...table} />
      <ListFooter
        page={page.page}
        limit={page.limit}
        total={query.data.pagination.total}
        pages={query.data.pagination.pages}
        onPageChange={page.onPageChange}
        onLimitChange={page.onLimitChange}
      />
    </>
  );
}
