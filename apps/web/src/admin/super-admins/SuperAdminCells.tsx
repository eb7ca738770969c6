/** The cells of a super admin row: who, dates, the status select and edit / delete, their own locked. */
import { ActionIcon, Avatar, Badge, Box, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { formatDate, formatDateTime, formatLastLogin } from '../../kit/format/dates';
import { initialsOf } from '../../kit/format/people';
import { useSuperAdminRow } from './super-admin-row';
import { statusValue, type StatusValue, type SuperAdmin } from './super-admins-model';

const t = MESSAGES.web.superAdmins;
const STATUS_OPTIONS = [
  { value: 'active', label: t.statusOptions.active },
  { value: 'inactive', label: t.statusOptions.inactive },
];

/** Why the signed-in admin's own controls are locked (the server refuses the same). */
function Locked({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow multiline maw={240}>
      <Box
        tabIndex={0}
        role="group"
        aria-label={label}
        style={{ display: 'inline-block', cursor: 'not-allowed', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Box style={{ pointerEvents: 'none' }}>{children}</Box>
      </Box>
    </Tooltip>
  );
}

/** Avatar, name ("You" on one's own row), email and phone. */
export function SuperAdminIdentity({ admin }: { admin: SuperAdmin }) {
  const self = admin.id === useSuperAdminRow().selfId;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={admin.profile.avatar ?? undefined}
        alt=""
        radius="xl"
        color="brand"
        variant="light"
        imageProps={{ style: { objectFit: 'cover' } }}
      >
        {initialsOf(admin.name, admin.email)}
      </Avatar>
      <Box miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" truncate="end">
            {admin.name}
          </Text>
          {self && (
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              {t.you}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {admin.email}
        </Text>
        {admin.profile.phone && (
          <Text size="xs" c="dimmed" truncate="end">
            {admin.profile.phone}
          </Text>
        )}
      </Box>
    </Group>
  );
}

export function SuperAdminCreatedAt({ admin }: { admin: SuperAdmin }) {
  return (
    <Text size="sm" title={formatDateTime(admin.createdAt)} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(admin.createdAt)}
    </Text>
  );
}

export function SuperAdminLastLogin({ admin }: { admin: SuperAdmin }) {
  const { now } = useSuperAdminRow();
  return (
    <Text
      size="sm"
      c={admin.lastLogin ? undefined : 'dimmed'}
      title={admin.lastLogin ? formatDateTime(admin.lastLogin) : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatLastLogin(admin.lastLogin, now)}
    </Text>
  );
}

export function SuperAdminStatus({ admin }: { admin: SuperAdmin }) {
  const { selfId, busy, onStatusChange } = useSuperAdminRow();
  const self = admin.id === selfId;
  const status = statusValue(admin.isActive);
  const select = (
    <Select
      size="xs"
      w={124}
      aria-label={t.statusOf(admin.name)}
      data={STATUS_OPTIONS}
      value={status}
      allowDeselect={false}
      disabled={self || busy}
      onChange={(next) => {
        if (next && next !== status) onStatusChange(admin, (next as StatusValue) === 'active');
      }}
      leftSection={
        <Box w={8} h={8} bg={admin.isActive ? 'teal.6' : 'gray.5'} style={{ borderRadius: '50%' }} aria-hidden />
      }
      leftSectionWidth={26}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return self ? <Locked label={MESSAGES.superAdmin.cannotDeactivateSelf}>{select}</Locked> : select;
}

export function SuperAdminActions({ admin }: { admin: SuperAdmin }) {
  const { selfId, busy, onEdit, onDelete } = useSuperAdminRow();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t.edit(admin.name)} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t.edit(admin.name)}
          onClick={() => onEdit(admin)}
          disabled={busy}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {admin.id === selfId ? (
        <Locked label={MESSAGES.superAdmin.cannotDeleteSelf}>
          <ActionIcon variant="subtle" color="gray" disabled aria-hidden tabIndex={-1}>
            <IconLock size={18} />
          </ActionIcon>
        </Locked>
      ) : (
        <Tooltip label={t.remove(admin.name)} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t.remove(admin.name)}
            onClick={() => onDelete(admin)}
            disabled={busy}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
