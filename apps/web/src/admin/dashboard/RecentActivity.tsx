import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivity, IconBuildingPlus, IconUserPlus } from '@tabler/icons-react';

import { MESSAGES, type DashboardActivity } from '@app/contracts';

import { formatDateTime, formatRelativeTime } from '../../kit/format/dates';
import { EmptyState } from '../../kit/list/EmptyState';
import classes from './Dashboard.module.css';

const t = MESSAGES.web.dashboard;

/** Up to 10 events, newest first; an honest empty state when there are none (docs/architecture.md#the-web-app). */
export function RecentActivity({ items, now }: { items: readonly DashboardActivity[]; now: Date }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        {t.recentActivity}
      </Title>
      {items.length === 0 ? (
        <EmptyState title={t.noActivity} message={t.noActivityHint} icon={<IconActivity size={24} />} />
      ) : (
        <Stack gap="sm" component="ul" className={classes.list}>
          {items.map((item) => {
            const company = item.type === 'company_created';
            return (
              <Group key={item.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon variant="light" radius="xl" size={32} color={company ? 'blue' : 'violet'} aria-hidden>
                  {company ? <IconBuildingPlus size={17} /> : <IconUserPlus size={17} />}
                </ThemeIcon>
                <div className={classes.grow}>
                  <Text size="sm" fw={600}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed" className={classes.wrap}>
                    {item.description}
                  </Text>
                </div>
                <Text
                  size="xs"
                  c="dimmed"
                  component="time"
                  dateTime={item.createdAt}
                  title={formatDateTime(item.createdAt)}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formatRelativeTime(item.createdAt, now)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
