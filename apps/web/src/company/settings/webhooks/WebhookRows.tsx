import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconDotsVertical,
  IconListDetails,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { formatDate, formatDateTime } from '../../../kit/format/dates';
import { TableOrCards, type TableOrCardsColumn } from '../../../kit/list/TableOrCards';
import { EventChips, WebhookStatus } from './WebhookBadges';
import type { Webhook } from './webhook-model';

const t = MESSAGES.web.webhooks;
const c = t.columns;

export interface WebhookActions {
  onDeliveries: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onToggle: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

interface RowsProps extends WebhookActions {
  webhooks: readonly Webhook[];
  /** The endpoint an action is running on: its menu spins, the others wait. */
  busy: string | null;
}

type RowProps = { webhook: Webhook; busy: string | null } & WebhookActions;

function DeliveriesButton({ webhook, onDeliveries, fullWidth }: RowProps & { fullWidth?: boolean }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconListDetails size={16} />}
      aria-label={t.deliveriesFor(webhook.url)}
      onClick={() => onDeliveries(webhook)}
      fullWidth={fullWidth}
    >
      {t.deliveries}
    </Button>
  );
}

/** Edit, turn off or on, delete: in a menu, so a row stays narrow. */
function ActionsMenu({ webhook, busy, onEdit, onToggle, onDelete }: RowProps) {
  const working = busy === webhook.id;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t.actionsFor(webhook.url)}
          loading={working}
          disabled={busy !== null && !working}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(webhook)}>
          {t.edit}
        </Menu.Item>
        <Menu.Item
          leftSection={webhook.isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
          onClick={() => onToggle(webhook)}
        >
          {webhook.isActive ? t.turnOff : t.turnOn}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(webhook)}>
          {t.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const UrlText = ({ url, lines, miw }: { url: string; lines: number; miw?: number }) => (
  <Text size="sm" fw={500} ff="monospace" lineClamp={lines} title={url} miw={miw} style={{ overflowWrap: 'anywhere' }}>
    {url}
  </Text>
);

/** One endpoint on a phone: everything a table row has, stacked, nothing wider than the screen. */
function WebhookCard(props: RowProps) {
  const { webhook } = props;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={6} miw={0}>
          <UrlText url={webhook.url} lines={3} />
          <WebhookStatus webhook={webhook} />
        </Stack>
        <ActionsMenu {...props} />
      </Group>
      <Stack gap={8} mt="xs">
        <EventChips events={webhook.events} />
        <Text size="xs" c="dimmed">
          {t.createdLine(formatDate(webhook.createdAt), webhook.createdBy.name)}
        </Text>
        <DeliveriesButton {...props} fullWidth />
      </Stack>
    </>
  );
}

const COLUMNS: TableOrCardsColumn<Webhook>[] = [
  {
    header: c.url,
    maxWidth: 380,
    // The address is what tells endpoints apart: it keeps room before the others get theirs.
    cell: (webhook) => <UrlText url={webhook.url} lines={2} miw={280} />,
  },
  { header: c.events, maxWidth: 280, cell: (webhook) => <EventChips events={webhook.events} /> },
  { header: c.status, cell: (webhook) => <WebhookStatus webhook={webhook} /> },
  {
    header: c.created,
    cell: (webhook) => (
      <>
        <Text size="sm" title={formatDateTime(webhook.createdAt)} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(webhook.createdAt)}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t.createdBy(webhook.createdBy.name)}
        </Text>
      </>
    ),
  },
];

/** The endpoints: a table on larger screens, one card each on a phone (five columns would scroll sideways). */
export function WebhookRows({ webhooks, busy, ...actions }: RowsProps) {
  return (
    <TableOrCards
      items={webhooks}
      itemKey={(webhook) => webhook.id}
      label={t.listLabel}
      minWidth={820}
      columns={COLUMNS}
      actions={{
        header: c.actions,
        cell: (webhook) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <DeliveriesButton webhook={webhook} busy={busy} {...actions} />
            <ActionsMenu webhook={webhook} busy={busy} {...actions} />
          </Group>
        ),
      }}
      card={(webhook) => <WebhookCard webhook={webhook} busy={busy} {...actions} />}
      cardLabel={(webhook) => webhook.url}
    />
  );
}
