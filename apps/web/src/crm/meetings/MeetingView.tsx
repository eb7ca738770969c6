/** A meeting read-only, in a drawer (docs/architecture.md#the-web-app: meetings have a view), the company's own fields last. */
import { Anchor, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { DateCell, MeetingTimeCell } from '../kit/cells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import { CustomFieldItems } from '../custom-fields/CustomFieldItems';
import { DetailItem } from '../kit/DetailItem';
import type { MeetingRow } from './meeting-row';

const t = MESSAGES.web.crmMeetings;
const f = t.fields;

export function MeetingView({ meeting, onClose }: { meeting: MeetingRow; onClose: () => void }) {
  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={t.viewTitle}>
      <Stack gap="md">
        <Text fw={600} size="lg">
          {meeting.title || t.defaultTitle(meeting.clientName ?? '')}
        </Text>
        <Group gap="xs">
          <CrmBadge kind="meetingStatus" value={meeting.status} />
          <CrmBadge kind="outcome" value={meeting.outcome} />
          <PersonBadge name={meeting.csPerson} />
        </Group>
        <SimpleGrid cols={2} spacing="md">
          <DetailItem label={f.clientName}>{meeting.clientName}</DetailItem>
          <DetailItem label={f.brand}>{meeting.brand}</DetailItem>
          <DetailItem label={f.scheduledDate}>
            <MeetingTimeCell value={meeting.scheduledDate} />
          </DetailItem>
          <DetailItem label={f.duration}>{meeting.duration}</DetailItem>
          <DetailItem label={f.type}>{meeting.type}</DetailItem>
          <DetailItem label={f.mode}>{meeting.mode}</DetailItem>
          <DetailItem label={f.location}>{meeting.location}</DetailItem>
          <DetailItem label={f.nextFollowUpDate}>
            <DateCell value={meeting.nextFollowUpDate} />
          </DetailItem>
        </SimpleGrid>
        <DetailItem label={f.meetingLink}>
          {meeting.meetingLink && (
            <Anchor href={meeting.meetingLink} target="_blank" rel="noopener noreferrer" size="sm">
              {meeting.meetingLink}
            </Anchor>
          )}
        </DetailItem>
        <DetailItem label={f.description}>{meeting.description}</DetailItem>
        <DetailItem label={f.notes}>{meeting.notes}</DetailItem>
        <DetailItem label={f.comment}>{meeting.comment}</DetailItem>
        <CustomFieldItems entity="meeting" record={meeting} />
      </Stack>
    </Drawer>
  );
}
