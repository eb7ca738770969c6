import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingPlus,
  IconBuildingOff,
  IconHistory,
  IconNote,
  IconNoteOff,
  IconPencil,
  IconUserEdit,
  IconUserMinus,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { useMemo } from 'react';

import { MESSAGES, type TimelineAction } from '@app/contracts';

import { ErrorView } from '../../../kit/feedback/ErrorView';
import { formatDateTime, formatTime } from '../../../kit/format';
import { PageLoader } from '../../../kit/layout/PageLoader';
import type { TimelineEvent, useTimeline } from '../records';
import { eventDate, groupByDay } from './group';

const t = MESSAGES.timeline;

const ACTION_ICONS: Record<TimelineAction, { icon: Icon; color: string }> = {
  company_created: { icon: IconBuildingPlus, color: 'green' },
  company_updated: { icon: IconPencil, color: 'blue' },
  company_deleted: { icon: IconBuildingOff, color: 'red' },
  note_added: { icon: IconNote, color: 'teal' },
  note_updated: { icon: IconPencil, color: 'violet' },
  note_deleted: { icon: IconNoteOff, color: 'red' },
  user_added: { icon: IconUserPlus, color: 'green' },
  user_updated: { icon: IconUserEdit, color: 'blue' },
  user_removed: { icon: IconUserMinus, color: 'red' },
};

const iconFor = (action: string) => ACTION_ICONS[action as TimelineAction] ?? { icon: IconHistory, color: 'gray' };

function EventRow({ event }: { event: TimelineEvent }) {
  const { icon: EventIcon, color } = iconFor(event.action);
  const at = eventDate(event);
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" py={6}>
      <Text
        size="xs"
        c="dimmed"
        w={64}
        ta="right"
        pt={4}
        style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        title={formatDateTime(at)}
      >
        {formatTime(at)}
      </Text>
      <ThemeIcon variant="light" color={color} radius="xl" size={28} style={{ flexShrink: 0 }} aria-hidden>
        <EventIcon size={16} />
      </ThemeIcon>
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {event.description}
        </Text>
        {event.performedBy.userName && (
          <Text size="xs" c="dimmed">
            {MESSAGES.web.companyDetail.timeline.by(event.performedBy.userName)}
          </Text>
        )}
      </Box>
    </Group>
  );
}

/** The Timeline tab (docs/product/platform-admin.md#company-detail): the company's history, grouped by day, newest first. */
export function TimelineTab({ timeline }: { timeline: ReturnType<typeof useTimeline> }) {
  const events = useMemo(() => timeline.data?.pages.flatMap((page) => page.timeline) ?? [], [timeline.data]);
  const groups = useMemo(() => groupByDay(events, new Date()), [events]);

  let body;
  if (timeline.isPending) body = <PageLoader label={t.loading} />;
  else if (timeline.isError) body = <ErrorView error={timeline.error} onRetry={() => void timeline.refetch()} />;
  else if (events.length === 0)
    body = (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconHistory size={26} />
        </ThemeIcon>
        <Text c="dimmed" ta="center" maw={360}>
          {t.empty}
        </Text>
      </Stack>
    );
  else
    body = (
      <Stack gap="md">
        {groups.map((group) => (
          <Box key={group.day} component="section" aria-label={group.label}>
            <Text size="xs" fw={700} c="dimmed" mb={4} style={{ letterSpacing: 0.5 }}>
              {group.label}
            </Text>
            <Paper withBorder radius="md" px="sm" py={4}>
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {group.events.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </Box>
            </Paper>
          </Box>
        ))}
        {timeline.hasNextPage && (
          <Group justify="center">
            <Button
              variant="subtle"
              loading={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
            >
              {MESSAGES.web.companyDetail.timeline.loadMore}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t.heading}
      </Title>
      {body}
    </Stack>
  );
}
