import { Badge, Paper, Table, Text, Tooltip } from '@mantine/core';

import { MESSAGES, type MailBodyState, type MailStatus } from '@app/contracts';

import type { RouterOutputs } from '../../lib/api/types';
import { formatDateTime } from '../../kit/format/dates';

const t = MESSAGES.web.mailOutbox;

export type LoggedMail = RouterOutputs['platform']['mailOutbox']['list']['mails'][number];

/** Columns that must not shrink: a narrow status column would cut its badge to "Wa…". */
const WIDTHS: Partial<Record<keyof typeof t.columns, number>> = {
  status: 150,
  attempts: 90,
  nextAttempt: 140,
  created: 140,
  sent: 140,
  body: 120,
};

const STATUS_COLOR: Record<MailStatus, string> = { sent: 'teal', pending: 'yellow', failed: 'red', console: 'gray' };
const BODY_COLOR: Record<MailBodyState, string | undefined> = { kept: undefined, held: 'yellow', removed: 'dimmed' };

function MailRow({ mail }: { mail: LoggedMail }) {
  return (
    <Table.Tr>
      <Table.Td>{mail.to}</Table.Td>
      <Table.Td>{mail.subject}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[mail.status]} variant="light">
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
      <Table.Td>
        <Text size="sm" c={mail.sentAt ? undefined : 'dimmed'}>
          {mail.sentAt ? formatDateTime(mail.sentAt) : t.notSent}
        </Text>
      </Table.Td>
      <Table.Td>
        <Tooltip label={t.bodyHint[mail.body]} multiline w={240} withinPortal>
          <Text size="sm" c={BODY_COLOR[mail.body]} fs={mail.body === 'removed' ? 'italic' : undefined}>
            {t.body[mail.body]}
          </Text>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

/** One page of the sent-mail log: who, what, where it stands, when, and what is kept of its body. */
export function MailTable({ mails }: { mails: LoggedMail[] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={1180} type="native">
        <Table verticalSpacing="sm" highlightOnHover aria-label={t.title}>
          <Table.Thead>
            <Table.Tr>
              {Object.entries(t.columns).map(([key, label]) => (
                <Table.Th key={key} w={WIDTHS[key as keyof typeof t.columns]}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mails.map((mail) => (
              <MailRow key={mail.id} mail={mail} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
