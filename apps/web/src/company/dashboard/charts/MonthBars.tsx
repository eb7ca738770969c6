import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';

import { formatINR } from '../../../kit/format/numbers';
import { TOOLTIP_EVENTS } from './chart-style';

interface Month {
  month: string;
  value: number;
  deals: number;
}

const PLOT_HEIGHT = 200;

/**
 * Won value per month as columns in the company colour, the highest month's value on top of the
 * scale; each column tells its month, value and deal count on hover or keyboard focus.
 */
export function MonthBars({
  months,
  label,
  deals,
}: {
  months: readonly Month[];
  label: string;
  deals: (n: number) => string;
}) {
  const highest = Math.max(...months.map((m) => m.value), 1);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" ta="right">
        {formatINR(highest)}
      </Text>
      <Group
        component="ul"
        aria-label={label}
        gap={2}
        wrap="nowrap"
        align="flex-end"
        h={PLOT_HEIGHT}
        m={0}
        p={0}
        style={{
          listStyle: 'none',
          borderTop: '1px dashed var(--mantine-color-default-border)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        {months.map((m) => {
          const text = `${m.month}: ${formatINR(m.value)} · ${deals(m.deals)}`;
          return (
            <Tooltip key={m.month} label={text} withArrow events={TOOLTIP_EVENTS}>
              <Box
                component="li"
                tabIndex={0}
                aria-label={text}
                h="100%"
                style={{ flex: 1, display: 'flex', alignItems: 'flex-end' }}
              >
                <Box
                  w="100%"
                  h={`${(m.value / highest) * 100}%`}
                  style={{
                    background: 'var(--mantine-primary-color-filled)',
                    borderRadius: '3px 3px 0 0',
                    minHeight: m.value > 0 ? 2 : 0,
                  }}
                />
              </Box>
            </Tooltip>
          );
        })}
      </Group>
      <Group gap={2} wrap="nowrap" aria-hidden>
        {months.map((m) => (
          <Text key={m.month} size="10px" c="dimmed" ta="center" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            {m.month.slice(0, 3)}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
