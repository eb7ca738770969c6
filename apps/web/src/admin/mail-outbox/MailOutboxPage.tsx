import { Alert, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconRefresh, IconTerminal2 } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { MAIL_STATUS_FILTERS, MESSAGES, type MailStatusFilter } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageHeader } from '../../kit/layout/PageHeader';
import { PageLoader } from '../../kit/layout/PageLoader';
import { EmptyState } from '../../kit/list/EmptyState';
import { ListFooter } from '../../kit/list/ListFooter';
import { clampPage, defineListConfig } from '../../kit/list/list-state';
import { StatusSelect } from '../../kit/list/StatusSelect';
import { useListState } from '../../kit/list/useListState';
import { useAdminTitle } from '../useAdminTitle';
import { MailTable } from './MailTable';

const t = MESSAGES.web.mailOutbox;

/** Mail is retried in the background; the log follows it without a reload. */
const REFRESH_MS = 30_000;

const MAIL_LIST = defineListConfig({
  filters: [] as never[],
  statuses: MAIL_STATUS_FILTERS,
  sorts: ['createdAt'] as const,
  defaultSort: 'createdAt',
});

const STATUS_OPTIONS = MAIL_STATUS_FILTERS.map((value) => ({ value, label: t.filters[value] }));

/** Where mail goes: the SMTP server, or the console when none is set (nothing is delivered then). */
function DeliveryNote({ delivery }: { delivery: { mode: 'smtp' | 'console'; smtpHost: string | null } }) {
  if (delivery.mode === 'smtp') {
    return (
      <Alert variant="light" color="blue" icon={<IconMail size={18} />}>
        <Text size="sm">
          {t.deliveryViaSmtp} <Code>{delivery.smtpHost}</Code>
        </Text>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="yellow" icon={<IconTerminal2 size={18} />}>
      <Text size="sm">{t.deliveryToConsole}</Text>
    </Alert>
  );
}

/**
 * The sent-mail log at /mail (decision 0015): every recorded mail, newest first, paged and filtered
 * by status on the server, with where mail goes. Bodies are never shown (one-time codes).
 */
export function MailOutboxPage() {
  useAdminTitle(t.title);
  const trpc = useTRPC();
  const list = useListState<never, MailStatusFilter, 'createdAt', string>(MAIL_LIST);
  const { page, limit, status } = list.state;
  const query = useQuery({
    ...trpc.platform.mailOutbox.list.queryOptions({ page, limit, status }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

  // Mail moving to another status can empty the last page: go to the page that still exists.
  const pages = query.data?.pagination.pages;
  const setPage = list.setPage;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(clampPage(page, pages));
  }, [pages, page, setPage]);

  const data = query.data;
  let body: ReactNode;
  if (query.isPending) {
    body = <PageLoader />;
  } else if (query.isError && !data) {
    body = <ErrorView error={t.loadFailed} onRetry={() => void query.refetch()} />;
  } else if (!data || data.mails.length === 0) {
    body = (
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          title={t.emptyTitle}
          message={list.filtered ? t.emptyFilteredMessage : t.emptyMessage}
          onClearFilters={list.filtered ? list.clearFilters : undefined}
          icon={<IconMail size={28} />}
        />
      </Paper>
    );
  } else {
    body = <MailTable mails={data.mails} />;
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t.refresh}
          </Button>
        }
      />
      {data && <DeliveryNote delivery={data.delivery} />}
      <Group>
        <StatusSelect value={status} onChange={list.setStatus} options={STATUS_OPTIONS} />
      </Group>
      {body}
      {data && data.pagination.total > 0 && (
        <ListFooter
          page={page}
          limit={limit}
          total={data.pagination.total}
          pages={data.pagination.pages}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
        />
      )}
    </Stack>
  );
}
