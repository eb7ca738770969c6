import { Box, Stack, Text, Tooltip } from '@mantine/core';

import { formatCount } from '../../../shared/format/numbers';
import { cssColor, TOOLTIP_EVENTS } from './chart-style';

interface Step {
  name: string;
  value: number;
  color: string;
}

/**
 * Leads by stage as a centred funnel: one bar per stage, its width the stage's share of the widest,
 * its count written inside (a narrow bar still gets a minimum width so the count stays readable).
 */
export function FunnelChart({ steps, label }: { steps: readonly Step[]; label: string }) {
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
            <Text size="sm" fw={600} c="white" aria-hidden>
              {formatCount(step.value)}
            </Text>
          </Box>
        </Tooltip>
      ))}
    </Stack>
  );
}
