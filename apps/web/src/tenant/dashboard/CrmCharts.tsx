import '@mantine/charts/styles.css';

import { BarChart, DonutChart, FunnelChart } from '@mantine/charts';
import { Center, ColorSwatch, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { formatCount, formatINR } from '../../shared/format/numbers';
import { funnelData, hasWon, productSlices, wonBars, type CrmCharts as Charts } from './charts-model';

const t = MESSAGES.crm.charts;
const CHART_HEIGHT = 260;

function ChartCard({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} h="100%">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Center h={CHART_HEIGHT}>
          <Text size="sm" c="dimmed" role="status">
            {empty}
          </Text>
        </Center>
      ) : (
        children
      )}
    </Paper>
  );
}

/** 'blue.6' → the theme's CSS variable. */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** Names beside their colours and counts: the funnel and the donut draw only the shapes. */
function Legend({ items }: { items: readonly { name: string; value: number; color: string }[] }) {
  return (
    <Group gap="xs" mt="sm" justify="center" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {items.map((item) => (
        <Group key={item.name} gap={4} wrap="nowrap" component="li">
          <ColorSwatch color={cssColor(item.color)} size={10} withShadow={false} />
          <Text size="xs">
            {item.name} · {formatCount(item.value)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The CRM charts (leads by stage as a funnel, won value per month, enquiries by product type).
 * This file is its own chunk, loaded after the dashboard's first paint: recharts is most of it.
 */
export default function CrmCharts({ charts }: { charts: Charts }) {
  const funnel = funnelData(charts.leadsByStage);
  const slices = productSlices(charts.enquiriesByProductType);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      <ChartCard title={t.leadsByStage} empty={funnel.length === 0 && t.emptyLeads}>
        <Center>
          <FunnelChart
            data={funnel}
            size={CHART_HEIGHT - 20}
            withTooltip
            withLabels
            labelsPosition="inside"
            valueFormatter={formatCount}
            tooltipDataSource="segment"
          />
        </Center>
        <Legend items={funnel} />
      </ChartCard>
      <ChartCard title={t.wonByMonth} empty={!hasWon(charts.wonByMonth) && t.emptyWon}>
        <BarChart
          h={CHART_HEIGHT}
          data={wonBars(charts.wonByMonth)}
          dataKey="month"
          series={[{ name: 'value', label: t.wonValue, color: 'green.6' }]}
          valueFormatter={(v) => formatINR(v)}
          tickLine="none"
          gridAxis="x"
          yAxisProps={{ width: 80 }}
        />
      </ChartCard>
      <ChartCard title={t.enquiriesByProductType} empty={slices.length === 0 && t.emptyEnquiries}>
        <Center>
          <DonutChart
            data={slices}
            size={CHART_HEIGHT - 60}
            thickness={28}
            withTooltip
            tooltipDataSource="segment"
            chartLabel={formatCount(slices.reduce((sum, s) => sum + s.value, 0))}
          />
        </Center>
        <Legend items={slices} />
      </ChartCard>
    </SimpleGrid>
  );
}
