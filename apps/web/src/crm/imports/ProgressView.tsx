import { Button, Group, Progress, Stack, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import type { ImportView } from './useImport';

const t = MESSAGES.crm.imports;

/** The server's figures for a running import (polled), and the way to stop it. */
export function ProgressView({
  value,
  onCancel,
  cancelling,
}: {
  value: ImportView;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { progress } = value;
  const stopping = value.status === 'cancelling' || cancelling;
  return (
    <Stack gap="md" data-testid="import-progress">
      <Group justify="space-between">
        <Text fw={500}>
          {stopping ? t.cancelRequested : value.status === 'queued' ? t.statusLabels.queued : t.running}
        </Text>
        <Text size="sm" c="dimmed">
          {t.progress(progress.done, progress.total)}
        </Text>
      </Group>
      <Progress
        value={progress.percent}
        size="xl"
        radius="md"
        animated={!stopping}
        striped
        aria-label={t.running}
        aria-valuenow={progress.percent}
      />
      <Group gap="lg">
        <Text size="sm">{`${progress.percent}%`}</Text>
        {progress.rowsPerSecond > 0 && <Text size="sm">{t.rate(progress.rowsPerSecond)}</Text>}
        {progress.secondsLeft !== null && <Text size="sm">{t.timeLeft(progress.secondsLeft)}</Text>}
      </Group>
      <Group justify="flex-end">
        <Button color="red" variant="light" onClick={onCancel} loading={cancelling} disabled={stopping}>
          {t.cancelAction}
        </Button>
      </Group>
    </Stack>
  );
}
