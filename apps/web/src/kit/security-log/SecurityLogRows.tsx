import { Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDateTime } from '../format/dates';
import { TableOrCards } from '../list/TableOrCards';
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
  return (
    <TableOrCards
      items={events}
      itemKey={(event) => event.id}
      label={t.title}
      minWidth={640}
      busy={busy}
      columns={[
        { header: t.columns.person, cell: (event) => <Text size="sm">{personLabel(event.actor)}</Text> },
        { header: t.columns.event, cell: (event) => <EventText event={event} /> },
        {
          header: t.columns.when,
          width: 190,
          cell: (event) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(event.at, timeZone)}
            </Text>
          ),
        },
        { header: t.columns.ip, width: 150, cell: ipCell },
      ]}
      card={(event) => (
        <>
          <Text size="sm" fw={600}>
            {personLabel(event.actor)}
          </Text>
          <EventText event={event} />
          <Text size="xs" c="dimmed" mt={4}>
            {formatDateTime(event.at, timeZone)} · {event.ip ?? t.noIp}
          </Text>
        </>
      )}
    />
  );
}
