import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { formatRelativeTime } from '../../kit/format/dates';
import { EmptyState } from '../../kit/list/EmptyState';
import type { RecentCompanyItem } from './dashboard-model';
import classes from './Dashboard.module.css';

const t = MESSAGES.web.dashboard;

/** The 5 newest companies; each opens its detail page, View All opens the list. */
export function RecentCompanies({ items, now }: { items: readonly RecentCompanyItem[]; now: Date }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t.recentCompanies}
        </Title>
        <Button
          component={Link}
          to="/companies"
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={14} />}
        >
          {t.viewAll}
        </Button>
      </Group>
      {items.length === 0 ? (
        <EmptyState title={t.noCompanies} message={t.noCompaniesHint} icon={<IconBuilding size={24} />} />
      ) : (
        <Stack gap={2} component="ul" className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              {/* Named by what it shows ("Open" + the row's text), so voice control finds it by the name. */}
              <UnstyledButton component={Link} to={item.href} className={classes.row}>
                <VisuallyHidden>{t.open} </VisuallyHidden>
                <Group wrap="nowrap" gap="sm">
                  <Avatar src={item.logo ?? undefined} alt="" aria-hidden radius="md" color="brand" variant="light">
                    {item.initial}
                  </Avatar>
                  <div className={classes.grow}>
                    <Text fw={600} size="sm" truncate="end">
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {item.domain}
                    </Text>
                  </div>
                  <Stack gap={4} align="flex-end">
                    <Badge size="sm" variant="light" color={item.status === 'active' ? 'teal' : 'gray'}>
                      {item.statusLabel}
                    </Badge>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatRelativeTime(item.createdAt, now)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
