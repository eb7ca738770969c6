import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { MESSAGES, type FollowUp, type FollowUpDue, type Snooze } from '@app/contracts';

import { DUE_COLOR, groupFollowUps } from './follow-up-groups';
import classes from '../kit/RuledList.module.css';
import { FollowUpRow } from './FollowUpRow';
import { useFollowUpActions } from './useFollowUps';

const t = MESSAGES.crm.followUps;

export interface FollowUpListData {
  followUps: FollowUp[];
  counts: Record<FollowUpDue, number>;
  today: string;
}

/** The follow-ups in their groups (overdue, today, this week), each row with Done and Snooze. */
export function FollowUpGroups({
  data,
  showPerson,
  limit,
}: {
  data: FollowUpListData;
  showPerson: boolean;
  /** Rows shown per group (the dashboard card shows a few, its groups without a frame of their own). */
  limit?: number;
}) {
  const framed = limit === undefined;
  const actions = useFollowUpActions();
  const onDone = (f: FollowUp) => actions.markDone.mutate({ kind: f.kind, id: f.id });
  const onSnooze = (f: FollowUp, choice: { snooze: Snooze } | { until: string }) =>
    actions.snooze.mutate({ kind: f.kind, id: f.id, ...choice });
  return (
    <Stack gap="md">
      {groupFollowUps(data.followUps, data.counts).map((group) => (
        <Paper
          key={group.due}
          withBorder={framed}
          radius="md"
          p={framed ? 'md' : 0}
          component="section"
          aria-label={group.label}
        >
          <Group gap="xs" mb="xs">
            <Title order={2} size="h5">
              {group.label}
            </Title>
            <Badge color={DUE_COLOR[group.due]} variant="light" circle={group.count < 10}>
              {group.count}
            </Badge>
          </Group>
          <Box component="ul" className={classes.list}>
            {group.items.slice(0, limit).map((f) => (
              <FollowUpRow
                key={`${f.kind}-${f.id}`}
                className={classes.item}
                followUp={f}
                today={data.today}
                showPerson={showPerson}
                busy={actions.busy}
                onDone={onDone}
                onSnooze={onSnooze}
              />
            ))}
          </Box>
          {group.count > Math.min(group.items.length, limit ?? Infinity) && (
            <Text size="xs" c="dimmed" mt="xs">
              {t.more(group.count - Math.min(group.items.length, limit ?? Infinity))}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
