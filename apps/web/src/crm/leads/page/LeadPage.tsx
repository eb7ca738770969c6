/**
 * The lead page (/crm/leads/{id}): the lead's fields with inline edit, its brand, meetings,
 * enquiries, notes, possible duplicates and the activity timeline the server records with every
 * change. Opened from the leads list, it steps to the previous / next lead of that list (same filter
 * and order). A lead merged into another leads on to that one's page.
 */
import { ActionIcon, Alert, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useCompanyTitle } from '../../../company/company-profile';
import { CrmBadge } from '../../kit/CrmBadge';
import { brandPageHref } from '../../kit/record-links';
import { RecordLoadState } from '../../record-page/RecordLoadState';
import { RecordPageLayout } from '../../record-page/RecordPageLayout';
import { mergedIntoOf } from '../merge/merge-fields';
import { LeadDetails } from './LeadDetails';
import { LeadDuplicates } from './LeadDuplicates';
import { countOf, LeadHistoryTabs } from './LeadHistoryTabs';
import { leadPath, listHref, neighbourHref, positionOf } from './lead-nav';
import { LeadEnquiries, LeadMeetings } from './LeadRecords';
import { useLead, useLeadDuplicates, useLeadRecords, useNeighbours, type Lead } from './useLeadPage';

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
  const duplicates = useLeadDuplicates(lead.id);
  const found = duplicates.data?.duplicates.length ?? 0;
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
        {
          value: 'duplicates',
          label: MESSAGES.web.crmLeadMerge.tab,
          rightSection: found ? (
            <Badge size="sm" circle color="orange" variant="filled">
              {found}
            </Badge>
          ) : undefined,
          panel: <LeadDuplicates lead={lead} duplicates={duplicates} />,
        },
      ]}
    />
  );
}

/** Set on the way from a merged lead's address to the lead it was merged into. */
interface ArrivedState {
  mergedFrom?: string;
}

/** Above the page reached from a merged lead's old address: why the address changed. */
function MergedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  if (!(location.state as ArrivedState | null)?.mergedFrom) return null;
  return (
    <Alert
      color="blue"
      icon={<IconInfoCircle size={18} />}
      withCloseButton
      closeButtonLabel={MESSAGES.web.crmLeadMerge.dismissNotice}
      onClose={() => void navigate(location, { replace: true, state: null })}
    >
      {MESSAGES.web.crmLeadMerge.mergedNotice}
    </Alert>
  );
}

export function LeadPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { lead, update } = useLead(id);
  useCompanyTitle(lead.data?.lead.clientName ?? MESSAGES.web.crmLeads.title);
  const back = { to: listHref(params), label: t.backToLeads };

  // Checked before the data: a lead merged while its page is open keeps its last answer on screen.
  const mergedInto = mergedIntoOf(lead.error);
  if (mergedInto && mergedInto !== id) {
    return <Navigate to={leadPath(mergedInto)} replace state={{ mergedFrom: id } satisfies ArrivedState} />;
  }
  if (!lead.data) return <RecordLoadState query={lead} back={back} notFound={MESSAGES.crm.leads.notFound} />;
  const record = lead.data.lead;
  return (
    <Stack gap="md">
      <MergedNotice />
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
    </Stack>
  );
}
