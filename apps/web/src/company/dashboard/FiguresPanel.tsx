import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

/**
 * A panel of labelled figures (Lead Pipeline, Business Value). Without data each figure is a dash
 * and the panel says why (loading, or failed with Retry).
 */
export function FiguresPanel({
  title,
  rows,
  note,
  onRetry,
}: {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
  /** Loading or failure text; empty when the figures are there. */
  note: string;
  onRetry?: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      {note && (
        <Group gap="xs" mt="sm" justify="space-between" role={onRetry ? 'alert' : undefined}>
          <Text size="xs" c={onRetry ? 'red' : 'dimmed'}>
            {note}
          </Text>
          {onRetry && (
            <Button size="compact-xs" variant="default" onClick={onRetry}>
              {MESSAGES.web.retry}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
