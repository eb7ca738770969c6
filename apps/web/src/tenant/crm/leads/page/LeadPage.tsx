/**
 * The lead page (/crm/leads/{id}): the lead's fields with inline edit, its brand, meetings,
 * enquiries, notes and the activity timeline the server records with every change. Opened from the
 * leads list, it steps to the previous / next lead of that list (same filter and order).
 */
import { ActionIcon, Anchor, Badge, Grid, Group, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../../lib/api/client';
import { ErrorView } from '../../../../shared/feedback/ErrorView';
import { PageLoader } from '../../../../shared/layout/PageLoader';
import { NotesPanel } from '../../../../shared/notes/NotesPanel';
import { useCompanyTitle } from '../../../company-profile';
import { CrmBadge } from '../../kit/CrmBadge';
import { LeadDetails } from './LeadDetails';
import { listHref, neighbourHref, positionOf } from './lead-nav';
import { LeadEnquiries, LeadMeetings } from './LeadRecords';
import { LeadTimeline } from './LeadTimeline';
import {
  useLead,
  useLeadActivity,
  useLeadNotes,
  useLeadRecords,
  useNeighbours,
  useRefreshCrm,
  type Lead,
} from './useLeadPage';

const t = MESSAGES.web.crmLeadPage;

function Stepper({ params }: { params: URLSearchParams }) {
  const position = positionOf(params);
  const { previous, next, total } = useNeighbours(params, position);
  if (position === null) return null;
  const step = (id: string | null, at: number, label: string, icon: ReactNode) => (
    <Tooltip label={label}>
      {id ? (
        <ActionIcon variant="default" size="lg" aria-label={label} component={Link} to={neighbourHref(params, id, at)}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="default" size="lg" aria-label={label} disabled>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {step(previous, position - 1, t.previous, <IconChevronLeft size={18} />)}
      {total !== undefined && (
        <Text size="sm" c="dimmed" miw={56} ta="center" aria-live="polite">
          {t.position(position, total)}
        </Text>
      )}
      {step(next, position + 1, t.next, <IconChevronRight size={18} />)}
    </Group>
  );
}

function LeadTabs({ lead }: { lead: Lead }) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  const activity = useLeadActivity(lead.id);
  const notes = useLeadNotes(lead.id);
  const records = useLeadRecords(lead.id);
  const removeNote = useMutation(trpc.crm.leadNotes.remove.mutationOptions());
  const count = (n: number | undefined) => (n ? ` (${n})` : '');
  return (
    <Tabs defaultValue="timeline" keepMounted={false} aria-label={t.tabsLabel}>
      <Tabs.List mb="md">
        <Tabs.Tab value="timeline">{t.tabs.timeline}</Tabs.Tab>
        <Tabs.Tab value="notes">{t.tabs.notes + count(notes.data?.notes.length)}</Tabs.Tab>
        <Tabs.Tab value="meetings">{t.tabs.meetings + count(records.meetings.data?.length)}</Tabs.Tab>
        <Tabs.Tab value="enquiries">{t.tabs.enquiries + count(records.enquiries.data?.length)}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="timeline">
        <LeadTimeline activity={activity} />
      </Tabs.Panel>
      <Tabs.Panel value="notes">
        <NotesPanel
          notes={notes}
          restBase={`/crm/leads/${lead.id}/notes`}
          remove={(noteId) => removeNote.mutateAsync({ id: lead.id, noteId })}
          onChanged={() => void refresh()}
        />
      </Tabs.Panel>
      <Tabs.Panel value="meetings">
        <LeadMeetings lead={lead} meetings={records.meetings} />
      </Tabs.Panel>
      <Tabs.Panel value="enquiries">
        <LeadEnquiries lead={lead} enquiries={records.enquiries} />
      </Tabs.Panel>
    </Tabs>
  );
}

export function LeadPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { lead, update } = useLead(id);
  useCompanyTitle(lead.data?.lead.clientName ?? MESSAGES.web.crmLeads.title);

  const back = (
    <Anchor component={Link} to={listHref(params)} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {t.backToLeads}
      </Group>
    </Anchor>
  );

  if (lead.isPending) return <PageLoader />;
  if (lead.isError) {
    return (
      <Stack gap="md">
        {back}
        <ErrorView error={lead.error} onRetry={() => void lead.refetch()} />
      </Stack>
    );
  }
  const record = lead.data.lead;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {back}
        <Stepper params={params} />
      </Group>
      <Group gap="sm" wrap="wrap" align="center">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {record.clientName}
        </Title>
        <Badge variant="light" color="gray" size="lg" tt="none">
          {record.brand}
        </Badge>
        <CrmBadge kind="leadStage" value={record.stage} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <LeadDetails lead={record} save={(input) => update.mutateAsync(input)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <LeadTabs lead={record} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
