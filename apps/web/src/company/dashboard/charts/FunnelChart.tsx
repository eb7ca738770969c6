import { Box, Stack, Text, Tooltip, useMantineTheme } from '@mantine/core';

import { formatCount } from '../../../kit/format/numbers';
import { cssColor, textOnChartColor, TOOLTIP_EVENTS } from './chart-style';

interface Step {
  name: string;
  value: number;
  color: string;
}

/**
 * Leads by stage as a centred funnel: one bar per stage, its width the stage's share of the widest,
 * its count written inside in black or white, whichever reads on the bar (a narrow bar still gets
 * a minimum width so the count stays readable).
 */
export function FunnelChart({ steps, label }: { steps: readonly Step[]; label: string }) {
  const theme = useMantineTheme();
  const widest = Math.max(...steps.map((s) => s.value), 1);
  return (
    <Stack gap={6} component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {steps.map((step) => (
        <Tooltip key={step.name} label={`${step.name}: ${formatCount(step.value)}`} withArrow events={TOOLTIP_EVENTS}>
          <Box
            component="li"
            tabIndex={0}
            aria-label={`${step.name}: ${formatCount(step.value)}`}
            mx="auto"
            h={30}
            style={{
              width: `max(${Math.round((step.value / widest) * 100)}%, 3rem)`,
              background: cssColor(step.color),
              borderRadius: 'var(--mantine-radius-sm)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Text size="sm" fw={600} c={textOnChartColor(theme, step.color)} aria-hidden>
              {formatCount(step.value)}
            </Text>
          </Box>
        </Tooltip>
      ))}
    </Stack>
  );
}
