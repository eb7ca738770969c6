import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES, type FollowUp, type Snooze } from '@app/contracts';

import { formatDate } from '../../kit/format/dates';
import { CrmBadge } from '../kit/CrmBadge';
import { leadPath } from '../leads/page/lead-nav';
import { DUE_COLOR, subjectOf } from './follow-up-groups';
import { SnoozePopover } from './SnoozePopover';

const t = MESSAGES.crm.followUps;

export interface FollowUpRowProps {
  followUp: FollowUp;
  today: string;
  /** Viewing someone else's or everyone's: name the CS person. */
  showPerson: boolean;
  busy: boolean;
  onDone: (f: FollowUp) => void;
  onSnooze: (f: FollowUp, choice: { snooze: Snooze } | { until: string }) => void;
  className?: string;
}

/** One follow-up (an item of its group's list): what and whose, when (red when overdue), its stage, Done and Snooze. */
export function FollowUpRow({ followUp: f, today, showPerson, busy, onDone, onSnooze, className }: FollowUpRowProps) {
  const subject = subjectOf(f);
  const details = [f.kind === 'enquiry' ? `${f.clientName} · ${f.brandName}` : f.brandName];
  if (showPerson) details.push(f.csPerson ?? '-');
  return (
    <Group
      component="li"
      className={className}
      justify="space-between"
      gap="sm"
      py="xs"
      wrap="wrap"
      aria-label={subject}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Group gap={6} wrap="nowrap">
          {f.kind === 'enquiry' && (
            <Badge size="xs" variant="outline" color="gray">
              {t.enquiry}
            </Badge>
          )}
          <Anchor component={Link} to={leadPath(f.leadId)} fw={600} truncate>
            {subject}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {details.join(' · ')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c={DUE_COLOR[f.due]} fw={f.due === 'overdue' ? 600 : undefined} miw={92}>
          {formatDate(f.nextFollowUpDate)}
        </Text>
        <CrmBadge kind={f.kind === 'lead' ? 'leadStage' : 'enquiryStage'} value={f.stage} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconCheck size={14} />}
          disabled={busy}
          onClick={() => onDone(f)}
          aria-label={t.markDoneAria(subject)}
        >
          {t.markDone}
        </Button>
        <SnoozePopover subject={subject} today={today} disabled={busy} onSnooze={(c) => onSnooze(f, c)} />
      </Group>
    </Group>
  );
}
