import { Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { dashboardErrorText } from '../../kit/feedback/dashboard-error';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageHeader } from '../../kit/layout/PageHeader';
import { PageLoader } from '../../kit/layout/PageLoader';
import { useCompanyBrand, useCompanyTitle } from '../company-profile';
import { FollowUpsCard } from '../../crm/follow-ups/FollowUpsCard';
import { CrmChartsPanel } from './CrmChartsPanel';
import { DashboardCards } from './DashboardCards';
import { crmSummaryOptions } from './dashboard-query';
import { crmFigures, crmNote, healthRows } from './dashboard-model';
import { FiguresPanel } from './FiguresPanel';
import { HealthPanel } from './HealthPanel';
import { RecentMembers } from './RecentMembers';

const t = MESSAGES.web.companyPortal.dashboard;

/**
 * The company dashboard (docs/product/company-portal.md#dashboard): company.dashboard.get for the team figures, recent members
 * and health; crm.dashboard.get for the CRM figures, on its own so a CRM failure leaves the team
 * figures shown (its cards say so, with Retry). CRM records change on other screens and by other
 * people, so its figures are read again on every visit. My follow-ups and the CRM charts load on
 * their own too.
 */
export function DashboardPage() {
  useCompanyTitle(t.title);
  const company = useCompanyBrand().name;
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.company.dashboard.get.queryOptions());
  const crmSummary = useQuery(crmSummaryOptions(trpc));
  const refresh = () => {
    void dashboard.refetch();
    void crmSummary.refetch();
  };

  const header = (
    <PageHeader
      title={t.title}
      description={t.subtitle(company)}
      actions={
        dashboard.data && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={dashboard.isFetching || crmSummary.isFetching}
            onClick={refresh}
          >
            {t.refresh}
          </Button>
        )
      }
    />
  );

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <PageLoader />
      </>
    );
  }
  if (dashboard.isError && !dashboard.data) {
    return (
      <>
        {header}
        <ErrorView error={dashboardErrorText(dashboard.error)} onRetry={() => void dashboard.refetch()} />
      </>
    );
  }

  const { stats, recentUsers, health } = dashboard.data;
  const crm = crmFigures(crmSummary.data?.summary);
  const note = crmNote({ ...crmSummary, hasSummary: crm.available });
  const retryCrm = crmSummary.isError && !crm.available ? () => void crmSummary.refetch() : undefined;
  return (
    <Stack gap="lg">
      <div>
        {header}
        {dashboard.isError && (
          // A failed refresh keeps the figures already shown, and says so.
          <Paper withBorder radius="md" p="xs" mb="md" role="alert" c="red">
            <Text size="sm">{dashboardErrorText(dashboard.error)}</Text>
          </Paper>
        )}
        <DashboardCards members={stats.users} crm={crm} crmHint={note} />
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FiguresPanel
            title={t.leadPipeline}
            note={note}
            onRetry={retryCrm}
            rows={[
              [t.cards.totalLeads, crm.totalLeads],
              [t.totalMeetings, crm.totalMeetings],
              [t.leadValue, crm.leadValue],
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FiguresPanel
            title={t.businessValue}
            note={note}
            onRetry={retryCrm}
            rows={[
              [t.enquiryValue, crm.enquiryValue],
              [t.cards.totalEnquiries, crm.totalEnquiries],
              [t.avgEnquiryValue, crm.avgEnquiryValue],
            ]}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <FollowUpsCard />
        </Grid.Col>
        <Grid.Col span={12}>
          <CrmChartsPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <HealthPanel rows={healthRows(health)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentMembers members={recentUsers} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
