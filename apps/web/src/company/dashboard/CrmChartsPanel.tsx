import { Button, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { UNBATCHED, useTRPC } from '../../lib/api/client';
import { CrmCharts } from './CrmCharts';

const placeholder = (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} h={320} radius="md" />
    ))}
  </SimpleGrid>
);

/** The CRM charts of the dashboard: one call for all three. */
export function CrmChartsPanel() {
  const trpc = useTRPC();
  const charts = useQuery({
    ...trpc.crm.charts.get.queryOptions(undefined, { trpc: { context: UNBATCHED } }),
    staleTime: 0,
  });
  if (charts.isError && !charts.data) {
    return (
      <Paper withBorder radius="md" p="md" role="alert">
        <Group justify="space-between">
          <Text size="sm" c="red">
            {MESSAGES.crm.charts.fetchFailed}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void charts.refetch()}>
            {MESSAGES.web.retry}
          </Button>
        </Group>
      </Paper>
    );
  }
  if (!charts.data) return placeholder;
  return <CrmCharts charts={charts.data.charts} />;
}
