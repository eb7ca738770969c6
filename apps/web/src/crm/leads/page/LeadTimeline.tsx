/** The lead's activity, newest first, as the server recorded it with each change; older pages on demand. */
import { Button, Group, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarTime,
  IconArrowMerge,
  IconFileImport,
  IconFilePlus,
  IconHistory,
  IconNote,
  IconNoteOff,
  IconPencil,
  IconSend,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';

import { MESSAGES, type LeadActivityKind } from '@app/contracts';

import { ErrorView } from '../../../kit/feedback/ErrorView';
import { formatDateTime } from '../../../kit/format';
import { PageLoader } from '../../../kit/layout/PageLoader';
import { activityChange, activityTitle } from './activity-text';
import type { ActivityEntry, useLeadActivity } from './useLeadPage';

const t = MESSAGES.web.crmLeadPage.timeline;

const KIND_ICONS: Record<LeadActivityKind, { icon: Icon; color: string }> = {
  created: { icon: IconSparkles, color: 'green' },
  field_changed: { icon: IconPencil, color: 'blue' },
  stage_changed: { icon: IconArrowsExchange, color: 'violet' },
  meeting_scheduled: { icon: IconCalendarEvent, color: 'teal' },
  meeting_rescheduled: { icon: IconCalendarTime, color: 'orange' },
  meeting_completed: { icon: IconCalendarCheck, color: 'green' },
  enquiry_added: { icon: IconFilePlus, color: 'cyan' },
  enquiry_stage_changed: { icon: IconArrowsExchange, color: 'indigo' },
  proposal_sent: { icon: IconSend, color: 'grape' },
  note_added: { icon: IconNote, color: 'teal' },
  note_updated: { icon: IconPencil, color: 'violet' },
  note_deleted: { icon: IconNoteOff, color: 'red' },
  created_by_import: { icon: IconFileImport, color: 'green' },
  updated_by_import: { icon: IconFileImport, color: 'blue' },
  merged: { icon: IconArrowMerge, color: 'grape' },
};

const iconOf = (kind: string) => KIND_ICONS[kind as LeadActivityKind] ?? { icon: IconHistory, color: 'gray' };

function Change({ entry }: { entry: ActivityEntry }) {
  const change = activityChange(entry);
  if (!change) return null;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="activity-change">
      <Text span c="dimmed" td={change.from ? 'line-through' : undefined}>
        {change.from ?? MESSAGES.web.crmLeadPage.empty}
      </Text>
      {' → '}
      <Text span fw={600}>
        {change.to ?? MESSAGES.web.crmLeadPage.empty}
      </Text>
    </Text>
  );
}

function Entry({ entry }: { entry: ActivityEntry }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {activityTitle(entry)}
      </Text>
      <Change entry={entry} />
      <Text size="xs" c="dimmed">
        {formatDateTime(entry.createdAt)} · {t.by(entry.by?.name ?? t.system)}
      </Text>
    </Stack>
  );
}

export function LeadTimeline({ activity }: { activity: ReturnType<typeof useLeadActivity> }) {
  if (activity.isPending) return <PageLoader />;
  if (activity.isError) return <ErrorView error={activity.error} onRetry={() => void activity.refetch()} />;
  const entries = activity.data.pages.flatMap((page) => page.activity);
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t.empty}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Timeline bulletSize={28} lineWidth={2} aria-label={MESSAGES.web.crmLeadPage.tabs.timeline}>
        {entries.map((entry) => {
          const { icon: KindIcon, color } = iconOf(entry.kind);
          return (
            <Timeline.Item
              key={entry.id}
              bullet={
                <ThemeIcon size={28} radius="xl" color={color} variant="light">
                  <KindIcon size={16} />
                </ThemeIcon>
              }
            >
              <Entry entry={entry} />
            </Timeline.Item>
          );
        })}
      </Timeline>
      {activity.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void activity.fetchNextPage()} loading={activity.isFetchingNextPage}>
            {t.loadMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
