import { ActionIcon, Avatar, Badge, Box, Checkbox, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES, type SuperAdminSortField } from '@app/contracts';

import { formatDate, formatDateTime, formatLastLogin } from '../../shared/format/dates';
import { initialsOf } from '../../shared/format/people';
import type { SortOrder } from '../../shared/list/list-state';
import { SortHeader } from '../../shared/list/SortHeader';
import type { Selection } from '../../shared/list/useListState';
import { statusValue, type StatusValue, type SuperAdmin } from './super-admins-model';

const t = MESSAGES.web.superAdmins;
const STATUS_OPTIONS = [
  { value: 'active', label: t.statusOptions.active },
  { value: 'inactive', label: t.statusOptions.inactive },
];

export interface SuperAdminsTableProps {
  rows: readonly SuperAdmin[];
  selfId: string;
  selection: Selection<string>;
  sort: SuperAdminSortField;
  order: SortOrder;
  onSort: (column: SuperAdminSortField) => void;
  onStatusChange: (admin: SuperAdmin, isActive: boolean) => void;
  onEdit: (admin: SuperAdmin) => void;
  onDelete: (admin: SuperAdmin) => void;
  /** Buttons and selects are locked while a bulk action runs. */
  busy?: boolean;
  /** Now, for 'N hours ago'. */
  now: Date;
}

/** Why the signed-in admin's own controls are locked (the server refuses the same). */
function Locked({ label, children }: { label: string; children: React.ReactNode }) {
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

export function SuperAdminsTable({
  rows,
  selfId,
  selection,
  sort,
  order,
  onSort,
  onStatusChange,
  onEdit,
  onDelete,
  busy = false,
  now,
}: SuperAdminsTableProps) {
  const c = t.columns;
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const selectable = rows.filter((r) => r.id !== selfId).map((r) => r.id);
  const selectedHere = selectable.filter((id) => selection.has(id)).length;
  const allSelected = selectable.length > 0 && selectedHere === selectable.length;
  const sortProps = { sort, order, onSort };

  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 620} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label={MESSAGES.web.list.selectAll}
                checked={allSelected}
                indeterminate={selectedHere > 0 && !allSelected}
                disabled={busy || selectable.length === 0}
                onChange={(event) => selection.setMany(selectable, event.currentTarget.checked)}
              />
            </Table.Th>
            <SortHeader column="name" {...sortProps}>
              {c.name}
            </SortHeader>
            <SortHeader column="createdAt" visibleFrom="md" {...sortProps}>
              {c.createdAt}
            </SortHeader>
            <SortHeader column="lastLogin" visibleFrom="sm" {...sortProps}>
              {c.lastLogin}
            </SortHeader>
            {!phone && (
              <SortHeader column="status" {...sortProps}>
                {c.status}
              </SortHeader>
            )}
            {!phone && <Table.Th ta="right">{c.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((admin) => {
            const self = admin.id === selfId;
            const status = statusValue(admin.isActive);
            const statusSelect = (
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
                  <Box
                    w={8}
                    h={8}
                    bg={admin.isActive ? 'teal.6' : 'gray.5'}
                    style={{ borderRadius: '50%' }}
                    aria-hidden
                  />
                }
                leftSectionWidth={26}
                comboboxProps={{ withinPortal: true }}
              />
            );
            const statusControl = self ? (
              <Locked label={MESSAGES.superAdmin.cannotDeactivateSelf}>{statusSelect}</Locked>
            ) : (
              statusSelect
            );
            const actionButtons = (
              <>
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
                {self ? (
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
              </>
            );
            return (
              <Table.Tr key={admin.id} bg={selection.has(admin.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  {self ? (
                    <Tooltip label={t.selfNotSelectable} withArrow multiline maw={240}>
                      <Checkbox aria-label={t.selfNotSelectable} disabled checked={false} readOnly />
                    </Tooltip>
                  ) : (
                    <Checkbox
                      aria-label={MESSAGES.web.list.selectRow(admin.name)}
                      checked={selection.has(admin.id)}
                      disabled={busy}
                      onChange={() => selection.toggle(admin.id)}
                    />
                  )}
                </Table.Td>
                <Table.Td>
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
                    <Box miw={0} maw={{ base: 220, xs: 300, lg: 360 }}>
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
                      {phone && (
                        <Text size="xs" c="dimmed" truncate="end">
                          {t.lastLoginLine(formatLastLogin(admin.lastLogin, now))}
                        </Text>
                      )}
                      {phone && (
                        // On a phone the status and the actions sit under the name, not in columns of their own.
                        <Group gap={6} mt={6} wrap="nowrap">
                          {statusControl}
                          {actionButtons}
                        </Group>
                      )}
                    </Box>
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm" title={formatDateTime(admin.createdAt)} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(admin.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text
                    size="sm"
                    c={admin.lastLogin ? undefined : 'dimmed'}
                    title={admin.lastLogin ? formatDateTime(admin.lastLogin) : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatLastLogin(admin.lastLogin, now)}
                  </Text>
                </Table.Td>
                {!phone && <Table.Td>{statusControl}</Table.Td>}
                {!phone && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {actionButtons}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
