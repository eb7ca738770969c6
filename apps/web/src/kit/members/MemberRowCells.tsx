/** The team row's cells that act: its status select and its edit / delete, wired through the table's tools. */
import { Anchor, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDate } from '../format';
import { RowActions, StatusSelect } from './MemberCells';
import type { TeamMember } from './members';
import { useMemberRow } from './member-row-context';

export function MemberStatusCell({ user }: { user: TeamMember }) {
  const tools = useMemberRow();
  return (
    <StatusSelect
      user={user}
      texts={tools.texts}
      pending={user.id in tools.pending}
      locked={tools.access(user).reason('status')}
      onToggle={tools.onToggle}
    />
  );
}

export function MemberActionsCell({ user }: { user: TeamMember }) {
  const tools = useMemberRow();
  return (
    <RowActions
      user={user}
      texts={tools.texts}
      access={tools.access(user)}
      deleting={tools.deletingId === user.id}
      onEdit={tools.onEdit}
      onDelete={tools.onDelete}
    />
  );
}

/** A plain value, or the dimmed word for its absence ("No Department"). */
export function MemberText({ value, missing }: { value: string | null | undefined; missing?: string }) {
  return (
    <Text size="sm" c={value ? undefined : 'dimmed'} truncate="end">
      {value || (missing ?? MESSAGES.web.time.emptyDate)}
    </Text>
  );
}

export function MemberCreatedAt({ user }: { user: TeamMember }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(user.createdAt)}
    </Text>
  );
}

export function MemberEmail({ user }: { user: TeamMember }) {
  return (
    <Anchor href={`mailto:${user.email}`} size="sm" truncate="end" display="block">
      {user.email}
    </Anchor>
  );
}

export function MemberPhone({ user }: { user: TeamMember }) {
  const phone = user.profile.phone ?? user.phone;
  if (!phone) return <MemberText value={null} />;
  return (
    <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" truncate="end" display="block">
      {phone}
    </Anchor>
  );
}
