import { Box, Button, Flex, Group, List, Paper, SimpleGrid, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { statusOf } from '../../lib/api/errors';
import { confirm } from '../../kit/feedback/confirm';
import { notify } from '../../kit/feedback/notify';
import { PageLoader } from '../../kit/layout/PageLoader';
import { lazyPage } from '../../kit/layout/lazyPage';
import { baseDomainOf } from '../companies/company-model';
import { CompanyFormPanel } from '../companies/CompanyFormPanel';
import { CompanyExportButton } from '../company-export/CompanyExportButton';
import { useAdminTitle } from '../useAdminTitle';
import { DETAIL_TABS, isDetailTab, parseCompanyId, readDetailState, type DetailTab } from './detail-state';
import { DetailsPanel } from './DetailsPanel';
import { serverMessageOr } from './failure';
import { companyEditGuard } from './guards';
import { NotesTab } from './notes/NotesTab';
import { useNotes, useRefreshCompany, useTimeline, type Company } from './records';
import { TimelineTab } from './timeline/TimelineTab';
import { TabLabel } from './TabLabel';
import { useNeighbours } from './useNeighbours';
import { UsersTab } from './users/UsersTab';

// The security log (its table, filters and date picker) loads when its tab first opens.
const SecurityLogTab = lazyPage(() => import('./security/SecurityLogTab').then((m) => m.SecurityLogTab));

const t = MESSAGES.web.companyDetail;
const tc = MESSAGES.web.companies;

/** The platform's base domain, for subdomain.base (the same as the companies screen shows). */
const baseDomain = baseDomainOf(window.location.hostname, import.meta.env.VITE_BASE_DOMAIN);

/** Phones and small tablets show the details and the tabs one at a time. */
const COMPACT = '(max-width: 61.99em)';

function NotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack align="center" py="xl" gap="sm" role="alert">
      <ThemeIcon color="gray" variant="light" size={48} radius="xl">
        <IconAlertTriangle size={26} />
      </ThemeIcon>
      <Text ta="center" maw={480}>
        {message}
      </Text>
      <Group gap="sm" justify="center">
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            {MESSAGES.web.retry}
          </Button>
        )}
        <Button component={Link} to="/companies" variant="light" leftSection={<IconArrowLeft size={16} />}>
          {MESSAGES.web.backToCompanies}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Company detail (docs/product/platform-admin.md#company-detail), /companies/{companyId}: the company's details at the left, its
 * timeline, notes, users and security log in tabs at the right. The shell remounts the page for
 * every company (its error boundary is keyed by path), so each company and each history entry
 * starts afresh.
 */
export function CompanyDetailPage() {
  const id = parseCompanyId(useParams().companyId);
  const trpc = useTRPC();
  const company = useQuery({ ...trpc.platform.companies.get.queryOptions({ id: id ?? 0 }), enabled: id !== undefined });
  useAdminTitle(company.data?.company.name);

  if (id === undefined) return <NotFound message={MESSAGES.company.notFound} />;
  if (company.isPending) return <PageLoader />;
  if (company.isError) {
    if (statusOf(company.error) === 404)
      return <NotFound message={serverMessageOr(company.error, MESSAGES.company.notFound)} />;
    return (
      <NotFound
        message={serverMessageOr(company.error, tc.detailsFailedRetry)}
        onRetry={() => void company.refetch()}
      />
    );
  }
  return <CompanyDetail company={company.data.company} loading={company.isFetching} />;
}

function CompanyDetail({ company, loading }: { company: Company; loading: boolean }) {
  const companyId = company.id;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The history entry's state is read once: the Users tab's filters replace the entry without it.
  const [origin] = useState(() => readDetailState(location.state));
  const [tab, setTab] = useState<DetailTab>(origin.tab ?? 'timeline');
  const compact = useMediaQuery(COMPACT, false, { getInitialValueInEffect: false });
  const [view, setView] = useState<'details' | 'tabs'>('details');
  const [editing, setEditing] = useState(false);

  const timeline = useTimeline(companyId);
  const notes = useNotes(companyId);
  const refresh = useRefreshCompany(companyId);
  const neighbours = useNeighbours(companyId, origin, tab);
  const navigating = neighbours.busy;
  const backTo = `/companies${origin.listSearch ?? ''}`;

  const remove = useMutation(trpc.platform.companies.remove.mutationOptions());

  const editCompany = () => {
    const problem = companyEditGuard({ navigating, loading });
    if (problem) {
      notify.error(problem);
      return;
    }
    setEditing(true);
  };

  const deleteCompany = async () => {
    const problem = companyEditGuard({ navigating, loading });
    if (problem) {
      notify.error(problem);
      return;
    }
    const agreed = await confirm({
      title: tc.deleteTitle,
      confirmLabel: tc.deleteConfirm,
      danger: true,
      message: (
        <Stack gap="xs">
          <Text size="sm">{tc.deleteIntro(company.name)}</Text>
          <List size="sm" spacing={2} withPadding>
            {tc.deleteItems.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" c="red" fw={600}>
            {tc.deleteWarning}
          </Text>
        </Stack>
      ),
    });
    if (!agreed) return;
    try {
      await remove.mutateAsync({ id: companyId });
    } catch (error) {
      notify.error(serverMessageOr(error, tc.deleteFailedRetry));
      return;
    }
    notify.success(t.deleted);
    queryClient.removeQueries(trpc.platform.companies.get.queryFilter({ id: companyId }));
    void queryClient.invalidateQueries(trpc.platform.companies.list.pathFilter());
    void queryClient.invalidateQueries(trpc.platform.dashboard.pathFilter());
    void navigate('/companies');
  };

  const counts: Record<DetailTab, number | undefined> = {
    timeline: timeline.data?.pages[0]?.pagination.total,
    notes: notes.data?.notes.length,
    users: company.userStats.total,
    security: undefined,
  };
  const openTab = (next: DetailTab) => {
    setTab(next);
    setView('tabs');
    window.scrollTo({ top: 0 });
  };

  const details = (
    <DetailsPanel
      company={company}
      baseDomain={baseDomain}
      backTo={backTo}
      neighbours={neighbours}
      onEdit={editCompany}
      onDelete={() => void deleteCompany()}
      deleting={remove.isPending}
      moreActions={<CompanyExportButton company={company} />}
      tabLinks={
        compact ? (
          <SimpleGrid cols={2} spacing="xs">
            {DETAIL_TABS.map((key) => (
              <Button key={key} variant="light" size="sm" px={4} onClick={() => openTab(key)}>
                {t.tabs[key]}
                {counts[key] !== undefined ? ` (${counts[key]})` : ''}
              </Button>
            ))}
          </SimpleGrid>
        ) : undefined
      }
    />
  );

  const tabs = (
    <Stack gap="md">
      {compact && (
        <Box>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => {
              setView('details');
              window.scrollTo({ top: 0 });
            }}
            px={4}
          >
            {t.backToDetails}
          </Button>
        </Box>
      )}
      <Tabs value={tab} onChange={(value) => isDetailTab(value) && setTab(value)}>
        <Tabs.List aria-label={t.tabsLabel} mb="md">
          {DETAIL_TABS.map((key) => (
            <Tabs.Tab key={key} value={key} px={{ base: 'xs', xs: 'md' }}>
              <TabLabel tab={key} count={counts[key]} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="timeline">
          <TimelineTab timeline={timeline} />
        </Tabs.Panel>
        <Tabs.Panel value="notes">
          <NotesTab companyId={companyId} notes={notes} navigating={navigating} refresh={refresh} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersTab companyId={companyId} navigating={navigating} refresh={refresh} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          {tab === 'security' && (
            <Suspense fallback={<PageLoader />}>
              <SecurityLogTab companyId={companyId} timeZone={company.settings.timeZone} />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );

  const editPanel = (
    <CompanyFormPanel
      opened={editing}
      company={company}
      baseDomain={baseDomain}
      onClose={() => setEditing(false)}
      // The server recorded a company_updated event per changed field; an owner rename reaches the team.
      onSaved={() => void refresh({ company: true, team: true })}
    />
  );

  if (compact) {
    // Both stay mounted (an open note editor survives a look at the details); one is shown.
    return (
      <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'md' }}>
        <Box display={view === 'details' ? undefined : 'none'}>{details}</Box>
        <Box display={view === 'tabs' ? undefined : 'none'}>{tabs}</Box>
        {editPanel}
      </Paper>
    );
  }
  return (
    <Flex gap="md" align="flex-start">
      <Paper
        withBorder
        radius="lg"
        p="lg"
        w={300}
        style={{ flexShrink: 0 }}
        component="aside"
        aria-label={company.name}
      >
        {details}
      </Paper>
      <Paper withBorder radius="lg" p="md" style={{ flex: 1, minWidth: 0 }}>
        {tabs}
      </Paper>
      {editPanel}
    </Flex>
  );
}
