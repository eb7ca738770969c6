import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

import { MESSAGES, type TokenRole } from '@app/contracts';

import { formatDate } from '../../kit/format/dates';
import { initialsOf, roleLabel } from '../../kit/format/people';
import { EmptyState } from '../../kit/list/EmptyState';

const t = MESSAGES.web.companyPortal.dashboard;

export interface RecentMember {
  id: string | number;
  name: string;
  /** owner, admin, team_member (a role the web does not know yet shows as it is). */
  role: string;
  createdAt: string;
  avatar: string | null;
}

/** Recent Activity (docs/product/company-portal.md#dashboard): up to 5 newest members, "{name} joined the team", date, role. */
export function RecentMembers({ members }: { members: readonly RecentMember[] }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={t.recentActivity}>
      <Title order={2} size="h4" mb="sm">
        {t.recentActivity}
      </Title>
      {members.length === 0 ? (
        <EmptyState title={t.noActivity} icon={<IconUsers size={24} />} />
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {members.slice(0, 5).map((member) => (
            <Group key={member.id} component="li" wrap="nowrap" gap="sm">
              <Avatar src={member.avatar} alt="" radius="xl" color="brand" variant="light" size={36}>
                {initialsOf(member.name)}
              </Avatar>
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {t.joined(member.name)}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={member.createdAt}>
                  {formatDate(member.createdAt)}
                </Text>
              </Stack>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {roleLabel(member.role as TokenRole) ?? member.role}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
