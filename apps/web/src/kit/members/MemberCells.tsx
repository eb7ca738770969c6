/** The cells of a team row: who, role, status select, last login, edit / delete. */
import { ActionIcon, Anchor, Avatar, Badge, Box, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { formatDateTime, formatLastLogin, initialsOf, roleLabel } from '../format';
import type { MemberAccess } from './access';
import { isOwner } from './bulk';
import type { TeamMember } from './members';
import type { TeamTexts } from './team-texts';

const ROLE_COLORS = { owner: 'grape', admin: 'blue', team_member: 'gray' } as const;

/**
 * Avatar, name, email, and under them the phone (admin panel) or the designation, "No Designation"
 * when there is none (company portal, docs/product/company-portal.md#team).
 */
export function MemberIdentity({ user, detail }: { user: TeamMember; detail: 'phone' | 'designation' }) {
  const phoneNumber = user.profile.phone ?? user.phone;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={user.profile.avatar} alt={user.name} radius="xl" size={32} color="initials" name={user.name}>
        {initialsOf(user.name, user.email)}
      </Avatar>
      <Box miw={0}>
        <Text size="sm" fw={600} truncate maw={200}>
          {user.name}
        </Text>
        <Anchor href={`mailto:${user.email}`} size="xs" c="dimmed" display="block" truncate maw={200}>
          {user.email}
        </Anchor>
        {detail === 'phone' && phoneNumber && (
          <Anchor href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`} size="xs" c="dimmed" display="block">
            {phoneNumber}
          </Anchor>
        )}
        {detail === 'designation' && (
          <Text size="xs" c="dimmed" truncate maw={200}>
            {user.profile.designation || MESSAGES.users.noDesignation}
          </Text>
        )}
      </Box>
    </Group>
  );
}

export function RoleBadge({ user }: { user: TeamMember }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={ROLE_COLORS[user.role]}
      leftSection={isOwner(user) ? <IconLock size={12} /> : undefined}
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {roleLabel(user.role)}
    </Badge>
  );
}

interface StatusProps {
  user: TeamMember;
  texts: TeamTexts['ui'];
  pending: boolean;
  /** Why the viewer may not change this status, or null. */
  locked: string | null;
  onToggle: (user: TeamMember, isActive: boolean) => void;
}

/** The row's status select; the owner's is locked on Active (docs/product/company-portal.md#states), others the viewer may not change too. */
export function StatusSelect({ user, texts, pending, locked, onToggle }: StatusProps) {
  const owner = isOwner(user);
  const reason = owner ? texts.ownerLocked : locked;
  return (
    <Tooltip label={reason} disabled={!reason}>
      <Box w={104}>
        <Select
          size="xs"
          aria-label={texts.statusOf(user.name)}
          data={[
            { value: 'active', label: texts.statusLabels.active },
            { value: 'inactive', label: texts.statusLabels.inactive },
          ]}
          value={user.isActive ? 'active' : 'inactive'}
          onChange={(value) => value && onToggle(user, value === 'active')}
          allowDeselect={false}
          disabled={Boolean(reason) || pending}
          comboboxProps={{ withinPortal: true }}
          styles={{
            input: {
              color: user.isActive ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-red-text)',
              fontWeight: 600,
            },
          }}
        />
      </Box>
    </Tooltip>
  );
}

export function LastLogin({ value }: { value: string | null }) {
  return (
    <Text size="sm" c={value ? undefined : 'dimmed'} title={value ? formatDateTime(value) : undefined}>
      {formatLastLogin(value)}
    </Text>
  );
}

interface ActionsProps {
  user: TeamMember;
  texts: TeamTexts['ui'];
  access: MemberAccess;
  deleting: boolean;
  onEdit: (user: TeamMember) => void;
  onDelete: (user: TeamMember) => void;
}

/**
 * Edit, and delete: a lock instead for the owner, who cannot be deleted, and for whoever the viewer
 * may not delete; the edit button only when the viewer may change something of the row.
 */
export function RowActions({ user, texts, access, deleting, onEdit, onDelete }: ActionsProps) {
  const locked = isOwner(user) ? texts.ownerLocked : access.reason('remove');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {access.edit && (
        <Tooltip label={texts.edit(user.name)}>
          <ActionIcon variant="subtle" color="gray" aria-label={texts.edit(user.name)} onClick={() => onEdit(user)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {locked ? (
        <Tooltip label={locked}>
          <ActionIcon variant="subtle" color="gray" aria-label={locked} data-disabled>
            <IconLock size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label={texts.remove(user.name)}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={texts.remove(user.name)}
            onClick={() => onDelete(user)}
            loading={deleting}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
