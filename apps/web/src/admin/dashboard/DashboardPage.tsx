import { Box, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconBuilding, IconRefresh, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useSession } from '../../auth/session-context';
import { useTRPC } from '../../lib/api/client';
import { formatTime } from '../../kit/format/dates';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageHeader } from '../../kit/layout/PageHeader';
import { PageLoader } from '../../kit/layout/PageLoader';
import { useAdminTitle } from '../useAdminTitle';
import { CompaniesChart } from './CompaniesChart';
import { DashboardTiles } from './DashboardTiles';
import { activityItems, dashboardErrorText, greetingLine, platformDomain, recentCompanyItems } from './dashboard-model';
import { RecentActivity } from './RecentActivity';
import { RecentCompanies } from './RecentCompanies';

const t = MESSAGES.web.dashboard;

/** Relative times ('5 minutes ago') and the greeting follow the clock while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 60_000, { autoInvoke: true });
  return now;
}

/** Admin dashboard (docs/product/platform-admin.md#dashboard): one call, platform.dashboard.summary, real figures only. */
export function DashboardPage() {
  useAdminTitle(MESSAGES.web.nav.dashboard);
  const { state } = useSession();
  const trpc = useTRPC();
  const summary = useQuery(trpc.platform.dashboard.summary.queryOptions());
  const now = useMinuteClock();

  if (state.status !== 'authenticated') return <PageLoader label={MESSAGES.dashboard.loadingProfile} />;
  const user = state.user;

  const refresh = (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={summary.isFetching}
      onClick={() => void summary.refetch()}
    >
      {t.refresh}
    </Button>
  );

  const header = (
    <PageHeader
      title={greetingLine(user.name, now)}
      description={
        <>
          {t.subtitle}
          {summary.dataUpdatedAt > 0 && (
            <Text span inherit display="block">
              {t.lastUpdated(formatTime(summary.dataUpdatedAt))}
            </Text>
          )}
        </>
      }
      // With nothing loaded the error view's Retry is the one action; Refresh is for loaded figures.
      actions={summary.data ? refresh : undefined}
    />
  );

  if (summary.isPending) {
    return (
      <>
        {header}
        <PageLoader />
      </>
    );
  }
  if (summary.isError && !summary.data) {
    return (
      <>
        {header}
        <ErrorView error={dashboardErrorText(summary.error)} onRetry={() => void summary.refetch()} />
      </>
    );
  }

  const data = summary.data;
  const domain = platformDomain(window.location.hostname, import.meta.env.VITE_BASE_DOMAIN);
  return (
    <Stack gap="lg">
      <Box>
        {header}
        {summary.isError && (
          // A failed refresh keeps the figures already shown, and says so.
          <Paper withBorder radius="md" p="xs" mb="md" role="alert" c="red">
            <Text size="sm">{dashboardErrorText(summary.error)}</Text>
          </Paper>
        )}
        <DashboardTiles figures={data} />
      </Box>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentCompanies items={recentCompanyItems(data.recentCompanies, domain)} now={now} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CompaniesChart weeks={data.companiesPerWeek} />
        </Grid.Col>
        <Grid.Col span={12}>
          <RecentActivity items={activityItems(data.recentActivity)} now={now} />
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button component={Link} to="/companies" variant="light" leftSection={<IconBuilding size={16} />}>
              {MESSAGES.web.nav.companies}
            </Button>
            <Button component={Link} to="/team" variant="light" leftSection={<IconUsersGroup size={16} />}>
              {MESSAGES.web.nav.team}
            </Button>
          </Group>
          <Group gap={8} wrap="nowrap">
            <Box w={10} h={10} bg="teal.6" style={{ borderRadius: '50%' }} aria-hidden />
            <Text size="sm" fw={500}>
              {MESSAGES.dashboard.platformOnline}
            </Text>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
