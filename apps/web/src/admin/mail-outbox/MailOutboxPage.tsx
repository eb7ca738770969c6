import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import { IconMailCheck, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { formatDateTime } from '../../shared/format/dates';
import { PageHeader } from '../../shared/layout/PageHeader';
import { QueryPage } from '../../shared/layout/QueryPage';
import { EmptyState } from '../../shared/list/EmptyState';
import { useAdminTitle } from '../useAdminTitle';

const t = MESSAGES.web.mailOutbox;

/** Columns that must not shrink: a narrow status column would cut its badge to "PE…". */
const WIDTHS: Partial<Record<string, number>> = { status: 110, attempts: 90, nextAttempt: 140, created: 140 };

/** Mail is retried in the background; the list follows it without a reload. */
const REFRESH_MS = 30_000;

/**
 * Unsent mail at /mail (issue 11, decision 0015): what is waiting for a retry and what has given
 * up, with the attempts and the SMTP server's last answer. Bodies are never shown (sign-in codes).
 */
export function MailOutboxPage() {
  useAdminTitle(t.title);
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.platform.mailOutbox.unsent.queryOptions(), refetchInterval: REFRESH_MS });
  const header = (
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
  );
  return (
    <QueryPage query={query} header={header} errorText={t.loadFailed}>
      {({ mails }) =>
        mails.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <EmptyState title={t.emptyTitle} message={t.emptyMessage} icon={<IconMailCheck size={28} />} />
          </Paper>
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={860} type="native">
              <Table verticalSpacing="sm" highlightOnHover aria-label={t.title}>
                <Table.Thead>
                  <Table.Tr>
                    {Object.entries(t.columns).map(([key, label]) => (
                      <Table.Th key={key} w={WIDTHS[key]}>
                        {label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {mails.map((mail) => (
                    <Table.Tr key={mail.id}>
                      <Table.Td>{mail.to}</Table.Td>
                      <Table.Td>{mail.subject}</Table.Td>
                      <Table.Td>
                        <Badge color={mail.status === 'failed' ? 'red' : 'yellow'} variant="light">
                          {t.status[mail.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{mail.attempts}</Table.Td>
                      <Table.Td maw={280}>
                        <Text size="sm" c={mail.error ? undefined : 'dimmed'} lineClamp={2} title={mail.error ?? ''}>
                          {mail.error ?? t.noError}
                        </Text>
                      </Table.Td>
                      <Table.Td>{mail.nextAttemptAt ? formatDateTime(mail.nextAttemptAt) : t.noNextAttempt}</Table.Td>
                      <Table.Td>{formatDateTime(mail.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )
      }
    </QueryPage>
  );
}
