import { Badge, Button, Code, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconRefreshDot } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { formatDateTime } from '../../../kit/format/dates';
import {
  latencyText,
  responseColor,
  responseText,
  statusColor,
  statusLabel,
  type WebhookDelivery,
} from './delivery-model';
import { eventLabel } from './webhook-model';
import { usePhone } from '../../../kit/layout/usePhone';

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
    <Paper withBorder radius="md" p="sm" role="listitem">
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
    </Paper>
  );
}

/** The deliveries: a table on larger screens, one card each on a phone. */
export function DeliveryRows({ deliveries, busy, ...actions }: RowsProps) {
  const phone = usePhone();
  const style = { opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' };
  if (phone) {
    return (
      <Stack gap="xs" role="list" aria-label={t.listLabel} aria-busy={busy} style={style}>
        {deliveries.map((delivery) => (
          <DeliveryCard key={delivery.id} delivery={delivery} {...actions} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t.listLabel} aria-busy={busy} style={style}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.event}</Table.Th>
            <Table.Th>{c.status}</Table.Th>
            <Table.Th ta="right">{c.attempts}</Table.Th>
            <Table.Th>{c.response}</Table.Th>
            <Table.Th ta="right">{c.latency}</Table.Th>
            <Table.Th>{c.time}</Table.Th>
            <Table.Th ta="right">
              <VisuallyHidden>{c.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <EventCell delivery={delivery} />
              </Table.Td>
              <Table.Td>
                <StatusCell delivery={delivery} />
              </Table.Td>
              <Table.Td ta="right">{delivery.attempts}</Table.Td>
              <Table.Td>
                <Response delivery={delivery} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {latencyText(delivery)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(delivery.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <RedeliverButton delivery={delivery} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
