/**
 * A security log: the filters, then the events (loading, error with Retry, empty, or the rows and
 * their footer). The three screens that show a log (Company Settings → Security, a company's tab
 * in the admin portal, the platform's own page) differ only in where the events come from.
 *
 *   const list = useSecurityLogState();
 *   const log = useQuery({ ...trpc.company.securityLog.list.queryOptions(list.query), placeholderData: keepPreviousData });
 *   <SecurityLogView list={list} log={log} people={people.data?.people} timeZone={zone} />
 */
import { Stack } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

import { MESSAGES, type Pagination } from '@app/contracts';

import { ErrorView } from '../feedback/ErrorView';
import { serverMessageOr } from '../feedback/server-message';
import { PageLoader } from '../layout/PageLoader';
import { EmptyState } from '../list/EmptyState';
import { ListFooter } from '../list/ListFooter';
import type { SecurityLogEvent, SecurityLogPerson } from './event-text';
import { SecurityLogFilters } from './SecurityLogFilters';
import { SecurityLogRows } from './SecurityLogRows';
import type { SecurityLogStateApi } from './useSecurityLogState';

const t = MESSAGES.web.securityLog;

export interface SecurityLogQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: { events: SecurityLogEvent[]; pagination: Pagination } | undefined;
  refetch: () => unknown;
}

interface SecurityLogViewProps {
  list: SecurityLogStateApi;
  log: SecurityLogQuery;
  /** Everyone in the log, for the person filter; empty while it loads. */
  people: readonly SecurityLogPerson[] | undefined;
  timeZone: string;
}

function Body({ list, log, timeZone }: Omit<SecurityLogViewProps, 'people'>) {
  if (log.isPending) return <PageLoader />;
  if (log.isError || !log.data) {
    return <ErrorView error={serverMessageOr(log.error, t.loadFailed)} onRetry={() => void log.refetch()} />;
  }
  const { events, pagination } = log.data;
  if (events.length === 0) {
    return (
      <EmptyState
        icon={<IconShieldCheck size={24} />}
        title={list.filtered ? t.noMatchTitle : t.emptyTitle}
        message={list.filtered ? t.noMatchMessage : t.emptyMessage}
        onClearFilters={list.filtered ? list.clearFilters : undefined}
      />
    );
  }
  return (
    <>
      <SecurityLogRows events={events} timeZone={timeZone} busy={log.isFetching} />
      <ListFooter
        page={list.state.page}
        limit={list.state.limit}
        total={pagination.total}
        pages={pagination.pages}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
      />
    </>
  );
}

export function SecurityLogView({ list, log, people, timeZone }: SecurityLogViewProps) {
  return (
    <Stack gap="md">
      <SecurityLogFilters list={list} people={people ?? []} />
      <Body list={list} log={log} timeZone={timeZone} />
    </Stack>
  );
}
