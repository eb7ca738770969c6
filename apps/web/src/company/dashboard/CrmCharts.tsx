import { Center, ColorSwatch, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { formatCount } from '../../kit/format/numbers';
import { cssColor } from './charts/chart-style';
import { DonutChart } from './charts/DonutChart';
import { FunnelChart } from './charts/FunnelChart';
import { MonthBars } from './charts/MonthBars';
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

/** Names beside their colours and counts, under the funnel and the donut. */
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
 * The CRM charts (leads by stage as a funnel, won value per month, enquiries by product type), drawn
 * with plain elements and SVG of our own (docs/decisions/0025): a charting library would be most of
 * the dashboard's JS for three simple shapes.
 */
export function CrmCharts({ charts }: { charts: Charts }) {
  const funnel = funnelData(charts.leadsByStage);
  const slices = productSlices(charts.enquiriesByProductType);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      <ChartCard title={t.leadsByStage} empty={funnel.length === 0 && t.emptyLeads}>
        <FunnelChart steps={funnel} label={t.leadsByStage} />
        <Legend items={funnel} />
      </ChartCard>
      <ChartCard title={t.wonByMonth} empty={!hasWon(charts.wonByMonth) && t.emptyWon}>
        <MonthBars months={wonBars(charts.wonByMonth)} label={t.wonByMonth} deals={t.wonDeals} />
      </ChartCard>
      <ChartCard title={t.enquiriesByProductType} empty={slices.length === 0 && t.emptyEnquiries}>
        <Center>
          <DonutChart slices={slices} label={t.enquiriesByProductType} />
        </Center>
        <Legend items={slices} />
      </ChartCard>
    </SimpleGrid>
  );
}
