import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconRefreshDot } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { formatDateTime } from '../../../kit/format/dates';
import { TableOrCards, type TableOrCardsColumn } from '../../../kit/list/TableOrCards';
import {
  latencyText,
  responseColor,
  responseText,
  statusColor,
  statusLabel,
  type WebhookDelivery,
} from './delivery-model';
import { eventLabel } from './webhook-model';

const t = MESSAGES.web.webhooks.log;
const c = t.columns;

interface RowsProps {
  deliveries: readonly WebhookDelivery[];
  /** A newer page is on its way: the rows dim. */
  busy: boolean;
  /** The delivery being sent again: its button spins, the others wait. */
  redelivering: string | null;
  /** Off endpoints send nothing, by hand either. */
  canRedeliver: boolean;
  onRedeliver: (delivery: WebhookDelivery) => void;
}

type RowProps = { delivery: WebhookDelivery } & Omit<RowsProps, 'deliveries' | 'busy'>;

function EventCell({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={500}>
        {eventLabel(delivery.eventType)}
      </Text>
      <Code fz="xs">{delivery.eventType}</Code>
    </Stack>
  );
}

/** The status, and beneath it why the last attempt failed or when the next one is due. */
function StatusCell({ delivery }: { delivery: WebhookDelivery }) {
  const next = delivery.status === 'pending' && delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={statusColor(delivery.status)} variant="light" size="sm">
        {statusLabel(delivery.status)}
      </Badge>
      {delivery.status !== 'delivered' && delivery.lastError && (
        <Text size="xs" c="red" maw={240} style={{ wordBreak: 'break-word' }}>
          {delivery.lastError}
        </Text>
      )}
      {next && delivery.attempts > 0 && (
        <Text size="xs" c="dimmed">
          {t.nextAttempt(next)}
        </Text>
      )}
    </Stack>
  );
}

function RedeliverButton({ delivery, redelivering, canRedeliver, onRedeliver }: RowProps) {
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<IconRefreshDot size={16} />}
      aria-label={t.redeliverOf(eventLabel(delivery.eventType), formatDateTime(delivery.createdAt))}
      loading={redelivering === delivery.id}
      disabled={!canRedeliver || (redelivering !== null && redelivering !== delivery.id)}
      onClick={() => onRedeliver(delivery)}
    >
      {t.redeliver}
    </Button>
  );
}

const Response = ({ delivery }: { delivery: WebhookDelivery }) => (
  <Text size="sm" ff="monospace" c={responseColor(delivery.lastStatusCode)}>
    {responseText(delivery)}
  </Text>
);

/** One delivery on a phone: the event and its status, then the figures in a line. */
function DeliveryCard(props: RowProps) {
  const { delivery } = props;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <EventCell delivery={delivery} />
        <StatusCell delivery={delivery} />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {formatDateTime(delivery.createdAt)} · {t.attempts(delivery.attempts)} · {latencyText(delivery)}
      </Text>
      <Group justify="space-between" mt={4} gap="xs">
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {c.response}
          </Text>
          <Response delivery={delivery} />
        </Group>
        <RedeliverButton {...props} />
      </Group>
    </>
  );
}

const COLUMNS: TableOrCardsColumn<WebhookDelivery>[] = [
  { header: c.event, cell: (delivery) => <EventCell delivery={delivery} /> },
  { header: c.status, cell: (delivery) => <StatusCell delivery={delivery} /> },
  { header: c.attempts, align: 'right', cell: (delivery) => delivery.attempts },
  { header: c.response, cell: (delivery) => <Response delivery={delivery} /> },
  { header: c.latency, align: 'right', nowrap: true, cell: latencyText },
  {
    header: c.time,
    cell: (delivery) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(delivery.createdAt)}
      </Text>
    ),
  },
];

/** The deliveries: a table on larger screens, one card each on a phone. */
export function DeliveryRows({ deliveries, busy, ...actions }: RowsProps) {
  return (
    <TableOrCards
      items={deliveries}
      itemKey={(delivery) => delivery.id}
      label={t.listLabel}
      minWidth={720}
      busy={busy}
      columns={COLUMNS}
      actions={{ header: c.actions, cell: (delivery) => <RedeliverButton delivery={delivery} {...actions} /> }}
      card={(delivery) => <DeliveryCard delivery={delivery} {...actions} />}
    />
  );
}
