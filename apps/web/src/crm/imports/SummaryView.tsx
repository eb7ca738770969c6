import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import type { ImportView } from './useImport';

const t = MESSAGES.crm.imports;
const COLORS = { created: 'green', updated: 'blue', skipped: 'gray', failed: 'red' } as const;

/** The end of a run: what happened to every row, why a run failed, the failing rows to fix. */
export function SummaryView({
  value,
  onAnother,
  onDownload,
  undo,
}: {
  value: ImportView;
  onAnother: () => void;
  onDownload: () => void;
  /** Undoing the import (a completed one), above the way on. */
  undo?: ReactNode;
}) {
  const status = value.status as keyof typeof t.summaryTitle;
  const ok = status === 'completed';
  return (
    <Stack gap="md" data-testid="import-summary">
      <Title order={3}>{t.summaryTitle[status] ?? t.statusLabels[value.status as keyof typeof t.statusLabels]}</Title>
      {value.failure && <Alert color={status === 'cancelled' ? 'gray' : 'red'}>{value.failure}</Alert>}
      {!ok && <Text size="sm">{t.nothingWritten}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(Object.keys(COLORS) as (keyof typeof COLORS)[]).map((key) => (
          <Stack
            key={key}
            gap={0}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Text size="xs" c="dimmed" tt="uppercase">
              {t.counts[key]}
            </Text>
            <Text
              size="xl"
              fw={700}
              c={value.counts[key] > 0 ? COLORS[key] : undefined}
              data-testid={`import-count-${key}`}
            >
              {value.counts[key]}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {value.errors.length > 0 && (
        <Table.ScrollContainer minWidth={480} type="native" mah={240}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Tbody>
              {value.errors.map((e) => (
                <Table.Tr key={`${e.line}-${e.field}`}>
                  <Table.Td w={70}>{e.line}</Table.Td>
                  <Table.Td w={180}>{e.field}</Table.Td>
                  <Table.Td c="red.7">{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {undo}
      <Group justify="space-between">
        {value.counts.failed > 0 ? (
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={onDownload}>
            {t.downloadFailures}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onAnother}>{t.another}</Button>
      </Group>
    </Stack>
  );
}
