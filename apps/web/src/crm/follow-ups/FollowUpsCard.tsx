import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { FOLLOW_UP_DUES, MESSAGES } from '@app/contracts';

import { COMPANY_PATHS } from '../../company/paths';
import { DUE_COLOR, DUE_LABEL } from './follow-up-groups';
import { FollowUpGroups } from './FollowUpGroups';
import { useFollowUpList } from './useFollowUps';

const t = MESSAGES.crm.followUps;

/** The dashboard's My follow-ups: the counts, the first few of each group, and a link to all. */
export function FollowUpsCard() {
  const list = useFollowUpList('');
  const data = list.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t.title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t.title}
          </Title>
          {data &&
            FOLLOW_UP_DUES.map((due) => (
              <Badge key={due} color={DUE_COLOR[due]} variant="light">
                {DUE_LABEL[due]}: {data.counts[due]}
              </Badge>
            ))}
        </Group>
        <Anchor component={Link} to={COMPANY_PATHS.crmFollowUps} size="sm">
          {t.viewAll}
        </Anchor>
      </Group>
      {list.isError && !data && (
        <Text size="sm" c="red" role="alert">
          {t.fetchFailed}
        </Text>
      )}
      {data && data.followUps.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t.empty}
        </Text>
      )}
      {data && data.followUps.length > 0 && <FollowUpGroups data={data} showPerson={false} limit={3} />}
    </Paper>
  );
}
