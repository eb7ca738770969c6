import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface FigureCardProps {
  label: string;
  /** The big figure, already formatted ('1,204', '₹2,50,000', '—'). */
  value: string;
  hint: string;
  icon: Icon;
  color: string;
  hintColor?: string;
  title?: string;
}

/** A dashboard figure: label and icon, the figure, a line under it. */
export function FigureCard({ label, value, hint, icon: CardIcon, color, hintColor, title }: FigureCardProps) {
  return (
    <Paper withBorder radius="md" p="md" title={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} lh={1.3}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} radius="md" size={34} aria-hidden>
          <CardIcon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {/* Shrinks on phones, where a rupee figure in crores would not fit a half-width card. */}
      <Text fw={700} fz={{ base: 22, sm: 28 }} lh={1.1} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="xs" c={hintColor ?? 'dimmed'} mt={6} lineClamp={2}>
        {hint}
      </Text>
    </Paper>
  );
}
