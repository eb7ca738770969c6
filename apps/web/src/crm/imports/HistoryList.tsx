import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { MESSAGES, type ImportKind } from '@app/contracts';

import { useCompanyTimeZone } from '../../kit/format/company-zone';
import { formatDateTime } from '../../kit/format/dates';
import { isUndoing } from './undo-rules';
import { useImportHistory, type ImportView } from './useImport';

const t = MESSAGES.crm.imports;
const COLOR: Record<string, string> = {
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
  running: 'blue',
  queued: 'blue',
};
const countsOf = (row: ImportView) =>
  (['created', 'updated', 'skipped', 'failed'] as const)
    .map((key) => `${t.counts[key]} ${row.counts[key]}`)
    .join(' · ');

/** The row's state: an undone (or undoing) import says so in place of "Completed". */
function StatusBadge({ row }: { row: ImportView }) {
  const [label, color] =
    row.revert?.status === 'completed'
      ? [t.undo.undone, 'gray']
      : isUndoing(row.revert)
        ? [t.undo.undoing, 'orange']
        : [t.statusLabels[row.status as keyof typeof t.statusLabels], COLOR[row.status] ?? 'gray'];
  return (
    <Badge variant="light" color={color} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** The company's earlier imports of this kind, newest first; one opens its progress or summary. */
export function HistoryList({ kind, onOpen }: { kind: ImportKind; onOpen: (id: string) => void }) {
  const history = useImportHistory(kind);
  const zone = useCompanyTimeZone();
  const rows = (history.data?.imports ?? []) as ImportView[];
  return (
    <Stack gap="xs" data-testid="import-history">
      <Title order={4}>{t.historyTitle}</Title>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {history.isLoading ? '…' : t.historyEmpty}
        </Text>
      )}
      {rows.map((row) => (
        <Paper key={row.id} withBorder radius="md" px="md" py="xs">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Anchor
                component="button"
                type="button"
                onClick={() => onOpen(row.id)}
                ta="left"
                style={{ wordBreak: 'break-all' }}
              >
                {row.fileName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {`${formatDateTime(row.createdAt, zone)} · ${countsOf(row)}`}
              </Text>
            </Stack>
            <StatusBadge row={row} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
