import { Paper, Stack, Table, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDateTime } from '../format/dates';
import { usePhone } from '../layout/usePhone';
import { eventDetail, eventLabel, personLabel, type SecurityLogEvent } from './event-text';

const t = MESSAGES.web.securityLog;

interface RowsProps {
  events: readonly SecurityLogEvent[];
  /** IANA zone the times are shown in: the company's, or UTC for the platform's log. */
  timeZone: string;
  busy: boolean;
}

function EventText({ event }: { event: SecurityLogEvent }) {
  const detail = eventDetail(event);
  return (
    <>
      <Text size="sm" fw={500}>
        {eventLabel(event)}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </>
  );
}

/** The browser the event came from, on hover of its address: long, and rarely needed. */
const ipCell = (event: SecurityLogEvent) => (
  <Text size="sm" title={event.userAgent ?? undefined} ff="monospace">
    {event.ip ?? t.noIp}
  </Text>
);

/** A phone shows one card per event (a four-column table would scroll sideways); larger screens a table. */
export function SecurityLogRows({ events, timeZone, busy }: RowsProps) {
  const phone = usePhone();
  const style = { opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' };
  if (phone) {
    return (
      <Stack gap="xs" aria-busy={busy} style={style} role="list" aria-label={t.title}>
        {events.map((event) => (
          <Paper key={event.id} withBorder radius="md" p="sm" role="listitem">
            <Text size="sm" fw={600}>
              {personLabel(event.actor)}
            </Text>
            <EventText event={event} />
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(event.at, timeZone)} · {event.ip ?? t.noIp}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t.title} aria-busy={busy} style={style}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.person}</Table.Th>
            <Table.Th>{t.columns.event}</Table.Th>
            <Table.Th w={190}>{t.columns.when}</Table.Th>
            <Table.Th w={150}>{t.columns.ip}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Text size="sm">{personLabel(event.actor)}</Text>
              </Table.Td>
              <Table.Td>
                <EventText event={event} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(event.at, timeZone)}
                </Text>
              </Table.Td>
              <Table.Td>{ipCell(event)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
