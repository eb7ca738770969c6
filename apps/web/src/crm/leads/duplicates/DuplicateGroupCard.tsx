/**
 * One group of possible duplicates: why (same email or phone) and the shared value, then each lead
 * with its brand, CS person, stage and creation date. A lead's name opens its page, where it can
 * be merged with another.
 */
import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { MESSAGES, type DuplicateGroupKey } from '@app/contracts';

import { formatDate } from '../../../kit/format';
import { CrmBadge } from '../../kit/CrmBadge';
import { leadPageHref } from '../../kit/record-links';
import ruled from '../../kit/RuledList.module.css';
import classes from './DuplicateGroups.module.css';

const t = MESSAGES.web.crmLeadDuplicates;

const REASON_COLOR: Record<DuplicateGroupKey, string> = { email: 'blue', phone: 'teal' };

export interface DuplicateLead {
  id: string;
  clientName: string;
  brand: string;
  stage: string;
  csPerson: string | null;
  createdAt: string;
}

export interface DuplicateGroup {
  key: DuplicateGroupKey;
  value: string;
  count: number;
  leads: DuplicateLead[];
}

export function DuplicateGroupCard({ group }: { group: DuplicateGroup }) {
  const reason = t.reasons[group.key];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${reason}: ${group.value}`}>
      <Group gap="xs" mb="xs" wrap="wrap">
        <Badge color={REASON_COLOR[group.key]} variant="light" tt="none">
          {reason}
        </Badge>
        <Text fw={600} className={classes.value}>
          {group.value}
        </Text>
        <Text size="sm" c="dimmed">
          {t.leads(group.count)}
        </Text>
      </Group>
      <Box component="ul" className={ruled.list}>
        {group.leads.map((lead) => (
          <Group component="li" key={lead.id} className={ruled.item} justify="space-between" gap="xs" py="xs">
            <Stack gap={2} className={classes.who}>
              <Anchor component={Link} to={leadPageHref(lead.id)} fw={600} truncate>
                {lead.clientName}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {`${lead.brand} · ${lead.csPerson ?? t.noCsPerson}`}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <CrmBadge kind="leadStage" value={lead.stage} />
              <Text size="xs" c="dimmed" className={classes.date}>
                {t.created(formatDate(lead.createdAt))}
              </Text>
            </Group>
          </Group>
        ))}
      </Box>
      {group.count > group.leads.length && (
        <Text size="xs" c="dimmed" mt="xs">
          {t.newestOf(group.leads.length, group.count)}
        </Text>
      )}
    </Paper>
  );
}
