/**
 * The lead's meetings and enquiries, each opening the list screens' own form for a quick edit or its
 * own page; the add buttons open those forms with this lead already picked (its brand, client and
 * CS person follow from it).
 */
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowUpRight, IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { ErrorView } from '../../../kit/feedback/ErrorView';
import { formatINR, formatMeetingDateTime } from '../../../kit/format';
import { PageLoader } from '../../../kit/layout/PageLoader';
import { enquiryFormDefaults, pickEnquiryLead } from '../../enquiries/enquiry-form';
import type { EnquiryRow } from '../../enquiries/enquiry-row';
import { EnquiryFormModal } from '../../enquiries/EnquiryFormModal';
import { CrmBadge } from '../../kit/CrmBadge';
import { toLeadOption } from '../../kit/lead-option';
import { saveRecord } from '../../kit/list-wiring';
import { enquiryPageHref, meetingPageHref } from '../../kit/record-links';
import { RecordFormModal } from '../../kit/RecordFormModal';
import { MEETING_FORM, meetingFormDefaults, pickLead } from '../../meetings/meeting-form';
import type { MeetingRow } from '../../meetings/meeting-row';
import { MeetingFields } from '../../meetings/MeetingFields';
import { useRefreshCrm } from '../../record-page/useRefreshCrm';
import type { Lead } from './useLeadPage';

const t = MESSAGES.web.crmLeadPage;

/** What the list needs of a records query. */
interface RecordsQuery<R> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: R[] | undefined;
  refetch: () => Promise<unknown>;
}

interface RecordListProps<R> {
  query: RecordsQuery<R>;
  empty: string;
  addLabel: string;
  onAdd: () => void;
  row: (record: R) => ReactNode;
}

function RecordList<R extends { id: string }>({ query, empty, addLabel, onAdd, row }: RecordListProps<R>) {
  let body: ReactNode;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError) body = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data?.length)
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {query.data.map((record) => (
          <Paper key={record.id} withBorder radius="md" p="sm">
            {row(record)}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} size="sm" onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

function RecordLine({
  title,
  onOpen,
  href,
  meta,
  badge,
}: {
  title: string;
  onOpen: () => void;
  /** The record's own page. */
  href: string;
  meta: string;
  badge: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Anchor component="button" type="button" fw={500} ta="left" onClick={onOpen} aria-label={t.openRecord(title)}>
          <Text span inherit lineClamp={2}>
            {title}
          </Text>
        </Anchor>
        <Text size="xs" c="dimmed">
          {meta}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap">
        {badge}
        <Tooltip label={MESSAGES.web.crmRecordPage.openPage(title)}>
          <ActionIcon
            component={Link}
            to={href}
            variant="subtle"
            color="gray"
            aria-label={MESSAGES.web.crmRecordPage.openPage(title)}
          >
            <IconArrowUpRight size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

type Editing<R> = { record: R | null } | null;

export function LeadMeetings({ lead, meetings }: { lead: Lead; meetings: RecordsQuery<MeetingRow> }) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  const create = useMutation(trpc.crm.meetings.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.crm.meetings.update.mutationOptions({ onSuccess: refresh }));
  const [editing, setEditing] = useState<Editing<MeetingRow>>(null);
  return (
    <>
      <RecordList
        query={meetings}
        empty={t.noMeetings}
        addLabel={t.addMeeting}
        onAdd={() => setEditing({ record: null })}
        row={(meeting) => (
          <RecordLine
            title={meeting.title}
            onOpen={() => setEditing({ record: meeting })}
            href={meetingPageHref(meeting.id)}
            meta={formatMeetingDateTime(meeting.scheduledDate)}
            badge={<CrmBadge kind="meetingStatus" value={meeting.status} />}
          />
        )}
      />
      {editing && (
        <RecordFormModal
          record={editing.record}
          model={MEETING_FORM}
          texts={MESSAGES.web.crmMeetings}
          fields={(form) => <MeetingFields form={form} />}
          save={saveRecord(create, update)}
          onClose={() => setEditing(null)}
          initial={pickLead(meetingFormDefaults(), toLeadOption(lead))}
          fieldMap={{ leadId: 'lead', csPerson: 'csPersonId' }}
        />
      )}
    </>
  );
}

export function LeadEnquiries({ lead, enquiries }: { lead: Lead; enquiries: RecordsQuery<EnquiryRow> }) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  const create = useMutation(trpc.crm.enquiries.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.crm.enquiries.update.mutationOptions({ onSuccess: refresh }));
  const [editing, setEditing] = useState<Editing<EnquiryRow>>(null);
  return (
    <>
      <RecordList
        query={enquiries}
        empty={t.noEnquiries}
        addLabel={t.addEnquiry}
        onAdd={() => setEditing({ record: null })}
        row={(enquiry) => (
          <RecordLine
            title={enquiry.title || enquiry.requirement}
            onOpen={() => setEditing({ record: enquiry })}
            href={enquiryPageHref(enquiry.id)}
            meta={[enquiry.productType, enquiry.estimatedValue === null ? null : formatINR(enquiry.estimatedValue)]
              .filter(Boolean)
              .join(' · ')}
            badge={<CrmBadge kind="enquiryStage" value={enquiry.stage} />}
          />
        )}
      />
      {editing && (
        <EnquiryFormModal
          enquiry={editing.record}
          save={saveRecord(create, update)}
          onClose={() => setEditing(null)}
          initial={pickEnquiryLead(enquiryFormDefaults(), toLeadOption(lead))}
        />
      )}
    </>
  );
}
