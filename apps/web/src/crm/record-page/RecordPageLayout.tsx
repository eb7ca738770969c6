/**
 * The frame every CRM record page shares: the way back to its list, the record's name with its
 * badges and actions, the links to the records it belongs to, then its details beside what goes
 * with it (one column on a phone).
 */
import { Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface BackTo {
  to: string;
  label: string;
}

export function BackLink({ to, label }: BackTo) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {label}
      </Group>
    </Anchor>
  );
}

export interface RecordPageLayoutProps {
  back: BackTo;
  /** Beside the way back (the lead page's previous / next). */
  aside?: ReactNode;
  title: string;
  /** Before the title (a brand's logo). */
  icon?: ReactNode;
  badges?: ReactNode;
  /** Edit, Delete. */
  actions?: ReactNode;
  /** The records this one belongs to (its lead, its brand), as links. */
  belongsTo?: ReactNode;
  details: ReactNode;
  side: ReactNode;
}

export function RecordPageLayout(props: RecordPageLayoutProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <BackLink {...props.back} />
        {props.aside}
      </Group>
      <Group justify="space-between" wrap="wrap" gap="sm" align="center">
        <Group gap="sm" wrap="wrap" align="center" miw={0}>
          {props.icon}
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {props.title}
          </Title>
          {props.badges}
        </Group>
        {props.actions && (
          <Group gap="xs" wrap="wrap">
            {props.actions}
          </Group>
        )}
      </Group>
      {props.belongsTo && (
        <Group gap="md" wrap="wrap">
          {props.belongsTo}
        </Group>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>{props.details}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>{props.side}</Grid.Col>
      </Grid>
    </Stack>
  );
}
