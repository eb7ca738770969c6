/**
 * The lead page (/crm/leads/{id}): the lead's fields with inline edit, its brand, meetings,
 * enquiries, notes and the activity timeline the server records with every change. Opened from the
 * leads list, it steps to the previous / next lead of that list (same filter and order).
 */
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useCompanyTitle } from '../../../company-profile';
import { CrmBadge } from '../../kit/CrmBadge';
import { brandPageHref } from '../../kit/record-links';
import { RecordLoadState } from '../../record-page/RecordLoadState';
import { RecordPageLayout } from '../../record-page/RecordPageLayout';
import { LeadDetails } from './LeadDetails';
import { countOf, LeadHistoryTabs } from './LeadHistoryTabs';
import { listHref, neighbourHref, positionOf } from './lead-nav';
import { LeadEnquiries, LeadMeetings } from './LeadRecords';
import { useLead, useLeadRecords, useNeighbours, type Lead } from './useLeadPage';

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
  const records = useLeadRecords(lead.id);
  return (
    <LeadHistoryTabs
      leadId={lead.id}
      label={t.tabsLabel}
      extra={[
        {
          value: 'meetings',
          label: t.tabs.meetings + countOf(records.meetings.data?.length),
          panel: <LeadMeetings lead={lead} meetings={records.meetings} />,
        },
        {
          value: 'enquiries',
          label: t.tabs.enquiries + countOf(records.enquiries.data?.length),
          panel: <LeadEnquiries lead={lead} enquiries={records.enquiries} />,
        },
      ]}
    />
  );
}

export function LeadPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { lead, update } = useLead(id);
  useCompanyTitle(lead.data?.lead.clientName ?? MESSAGES.web.crmLeads.title);
  const back = { to: listHref(params), label: t.backToLeads };

  if (!lead.data) return <RecordLoadState query={lead} back={back} notFound={MESSAGES.crm.leads.notFound} />;
  const record = lead.data.lead;
  return (
    <RecordPageLayout
      back={back}
      aside={<Stepper params={params} />}
      title={record.clientName}
      badges={
        <>
          <Badge
            variant="light"
            color="gray"
            size="lg"
            tt="none"
            component={Link}
            to={brandPageHref(record.brandId)}
            style={{ cursor: 'pointer' }}
          >
            {record.brand}
          </Badge>
          <CrmBadge kind="leadStage" value={record.stage} />
        </>
      }
      details={<LeadDetails lead={record} save={(input) => update.mutateAsync(input)} />}
      side={<LeadTabs lead={record} />}
    />
  );
}
