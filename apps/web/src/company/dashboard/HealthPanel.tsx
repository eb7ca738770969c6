import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDateTime } from '../../kit/format/dates';
import type { HealthRow } from './dashboard-model';

/** System Health: the server's own checks, green or red, each with the time it ran. */
export function HealthPanel({ rows }: { rows: readonly HealthRow[] }) {
  const title = MESSAGES.web.companyPortal.dashboard.systemHealth;
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Group key={row.key} component="li" wrap="nowrap" gap="sm" align="flex-start" data-health={row.key}>
            <Box
              w={10}
              h={10}
              mt={6}
              bg={row.ok ? 'teal.6' : 'red.6'}
              style={{ borderRadius: '50%', flexShrink: 0 }}
              aria-hidden
            />
            <Box miw={0} style={{ flex: 1 }}>
              <Group justify="space-between" gap={4} wrap="wrap">
                <Text size="sm" fw={600}>
                  {row.label}
                </Text>
                <Text size="sm" c={row.ok ? 'teal' : 'red'} fw={500}>
                  {row.status}
                </Text>
              </Group>
              <Text
                size="xs"
                c="dimmed"
                component="time"
                dateTime={row.checkedAt}
                title={formatDateTime(row.checkedAt)}
              >
                {row.checkedText}
              </Text>
            </Box>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
