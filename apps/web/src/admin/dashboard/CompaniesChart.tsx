import '@mantine/charts/styles.css';

import { BarsList } from '@mantine/charts';
import { Group, Paper, Text, Title } from '@mantine/core';

import { MESSAGES, type DashboardWeek } from '@app/contracts';

import { chartRows, chartTotal } from './dashboard-model';

const t = MESSAGES.web.dashboard;

/**
 * Companies created per Sunday-to-Saturday week over the last 12 weeks, newest week on top.
 *
 * @mantine/charts' BarsList draws plain elements; its BarChart and AreaChart bring recharts
 * (about 120 KB gzip more), which would take the dashboard route over its 250 KB JS budget.
 */
export function CompaniesChart({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const rows = chartRows(weeks).reverse();
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {t.chartTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.chartHint(chartTotal(weeks))}
        </Text>
      </Group>
      <BarsList
        data={rows.map((row) => ({ name: row.week, value: row.count }))}
        barsLabel={t.chartWeek}
        valueLabel={t.chartSeries}
        barHeight={22}
        barGap={4}
        minBarSize={64}
        getBarProps={(bar) => {
          const row = rows.find((r) => r.week === bar.name);
          return {
            title: row ? `${row.label}: ${row.count}` : undefined,
            // A week with none shows its label without a bar, not a bar of the minimum size.
            style:
              bar.value === 0 ? { backgroundColor: 'transparent', color: 'var(--mantine-color-dimmed)' } : undefined,
          };
        }}
      />
    </Paper>
  );
}
