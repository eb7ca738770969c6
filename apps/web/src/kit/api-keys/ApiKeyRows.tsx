import { Badge, Button, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { formatDateTime } from '../format/dates';
import { TableOrCards, type TableOrCardsColumn } from '../list/TableOrCards';
import { keyDates, shownPrefix, type ApiKey } from './api-key-model';

const t = MESSAGES.web.apiKeys;
const c = t.columns;

interface RowsProps {
  keys: readonly ApiKey[];
  /** Now, for 'Expired' and '3 hours ago'. */
  now: Date;
  /** The key being revoked: its button spins, the others wait. */
  revoking: string | null;
  onRevoke: (key: ApiKey) => void;
}

const scopeHint = (scope: string) => (t.scopes as Record<string, { hint: string } | undefined>)[scope]?.hint;

/** The scopes as chips, named as the REST guide names them; each says what it grants on hover. */
function ScopeChips({ scopes }: { scopes: readonly string[] }) {
  return (
    <Group gap={4}>
      {scopes.map((scope) => (
        <Tooltip key={scope} label={scopeHint(scope)} disabled={!scopeHint(scope)} withArrow multiline maw={260}>
          <Badge variant="light" radius="sm" tt="none" ff="monospace" fw={500}>
            {scope}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

const ExpiredBadge = () => (
  <Badge color="red" variant="light" size="sm">
    {t.expired}
  </Badge>
);

function RevokeButton({ apiKey, revoking, onRevoke }: { apiKey: ApiKey } & Omit<RowsProps, 'keys' | 'now'>) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconKeyOff size={16} />}
      aria-label={t.revokeKey(apiKey.name)}
      loading={revoking === apiKey.id}
      disabled={revoking !== null && revoking !== apiKey.id}
      onClick={() => onRevoke(apiKey)}
    >
      {t.revoke}
    </Button>
  );
}

/** One key on a phone: everything a table row has, stacked, nothing wider than the screen. */
function KeyCard({ apiKey, now, ...actions }: { apiKey: ApiKey } & Omit<RowsProps, 'keys'>) {
  const dates = keyDates(apiKey, now);
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" truncate="end">
            {apiKey.name}
          </Text>
          <Code style={{ alignSelf: 'flex-start' }}>{shownPrefix(apiKey.prefix)}</Code>
        </Stack>
        <RevokeButton apiKey={apiKey} {...actions} />
      </Group>
      <Stack gap={4} mt="xs">
        <ScopeChips scopes={apiKey.scopes} />
        <Text size="xs" c="dimmed">
          {t.createdLine(dates.created, apiKey.createdBy.name)}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {dates.expires
              ? dates.expired
                ? t.expiredOn(dates.expires)
                : t.expiresLine(dates.expires)
              : t.neverExpiresLine}
          </Text>
          {dates.expired && <ExpiredBadge />}
        </Group>
        <Text size="xs" c="dimmed">
          {dates.lastUsed ? t.lastUsedLine(dates.lastUsed) : t.neverUsed}
        </Text>
      </Stack>
    </>
  );
}

/** The table's columns; `now` dates each key ('Expired', '3 hours ago'). */
const columns = (now: Date): TableOrCardsColumn<ApiKey>[] => [
  {
    header: c.name,
    maxWidth: 220,
    cell: (key) => (
      <Text fw={600} size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
        {key.name}
      </Text>
    ),
  },
  { header: c.key, cell: (key) => <Code style={{ whiteSpace: 'nowrap' }}>{shownPrefix(key.prefix)}</Code> },
  { header: c.scopes, maxWidth: 240, cell: (key) => <ScopeChips scopes={key.scopes} /> },
  {
    header: c.created,
    cell: (key) => (
      <>
        <Text size="sm" title={formatDateTime(key.createdAt)} style={{ whiteSpace: 'nowrap' }}>
          {keyDates(key, now).created}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t.createdBy(key.createdBy.name)}
        </Text>
      </>
    ),
  },
  {
    header: c.expires,
    cell: (key) => {
      const dates = keyDates(key, now);
      return (
        <Stack gap={2} align="flex-start">
          <Text size="sm" c={dates.expires ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {dates.expires ?? t.neverExpires}
          </Text>
          {dates.expired && <ExpiredBadge />}
        </Stack>
      );
    },
  },
  {
    header: c.lastUsed,
    cell: (key) => {
      const { lastUsed } = keyDates(key, now);
      return (
        <Text
          size="sm"
          c={lastUsed ? undefined : 'dimmed'}
          title={key.lastUsedAt ? formatDateTime(key.lastUsedAt) : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {lastUsed ?? t.neverUsed}
        </Text>
      );
    },
  },
];

/** The keys: a table on larger screens, one card per key on a phone (seven columns would scroll sideways). */
export function ApiKeyRows({ keys, now, revoking, onRevoke }: RowsProps) {
  return (
    <TableOrCards
      items={keys}
      itemKey={(key) => key.id}
      label={t.listLabel}
      minWidth={860}
      columns={columns(now)}
      actions={{
        header: c.actions,
        cell: (key) => <RevokeButton apiKey={key} revoking={revoking} onRevoke={onRevoke} />,
      }}
      card={(key) => <KeyCard apiKey={key} now={now} revoking={revoking} onRevoke={onRevoke} />}
      cardLabel={(key) => key.name}
    />
  );
}
