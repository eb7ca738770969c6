import { ActionIcon, Anchor, Avatar, Badge, Box, Checkbox, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';

import { MESSAGES, type TeamSortField } from '@app/contracts';

import { formatDateTime, formatLastLogin, initialsOf, roleLabel } from '../../../shared/format';
import { SortHeader, type Selection, type SortOrder } from '../../../shared/list';
import type { Member } from '../records';
import { isOwner, selectableIds } from './bulk';
import type { PendingStatus } from './status-toggle';

const t = MESSAGES.web.companyDetail.users;

const ROW_STATUS = [
  { value: 'active', label: t.statusLabels.active },
  { value: 'inactive', label: t.statusLabels.inactive },
];
const ROLE_COLORS = { owner: 'grape', admin: 'blue', team_member: 'gray' } as const;

interface UsersTableProps {
  rows: Member[];
  selection: Selection<string>;
  sort: TeamSortField;
  order: SortOrder;
  onSort: (column: TeamSortField) => void;
  /** Rows whose status toggle is on its way (their select is disabled meanwhile). */
  pending: PendingStatus;
  busy: boolean;
  deletingId: string | undefined;
  onToggle: (user: Member, isActive: boolean) => void;
  onEdit: (user: Member) => void;
  onDelete: (user: Member) => void;
}

/**
 * The Users tab's table (spec 000 §2.6): selection (select-all skips owners), User with email and
 * phone links, Role, Status select, Last Login, and edit / delete; an owner shows a lock instead of
 * delete and cannot be deactivated.
 */
export function UsersTable({
  rows,
  selection,
  sort,
  order,
  onSort,
  pending,
  busy,
  deletingId,
  onToggle,
  onEdit,
  onDelete,
}: UsersTableProps) {
  const selectable = selectableIds(rows);
  const allChecked = selectable.length > 0 && selectable.every((id) => selection.has(id));
  const someChecked = selectable.some((id) => selection.has(id));
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table verticalSpacing="sm" horizontalSpacing={8} highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={MESSAGES.web.list.selectAll}
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                disabled={selectable.length === 0}
                onChange={(event) => selection.setMany(selectable, event.currentTarget.checked)}
              />
            </Table.Th>
            <SortHeader column="name" sort={sort} order={order} onSort={onSort}>
              {t.columns.user}
            </SortHeader>
            <SortHeader column="role" sort={sort} order={order} onSort={onSort}>
              {t.columns.role}
            </SortHeader>
            <SortHeader column="status" sort={sort} order={order} onSort={onSort}>
              {t.columns.status}
            </SortHeader>
            <SortHeader column="lastLogin" sort={sort} order={order} onSort={onSort}>
              {t.columns.lastLogin}
            </SortHeader>
            <Table.Th ta="right">{t.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => {
            const owner = isOwner(user);
            const phoneNumber = user.profile.phone ?? user.phone;
            return (
              <Table.Tr key={user.id} bg={selection.has(user.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={MESSAGES.web.list.selectRow(user.name)}
                    checked={selection.has(user.id)}
                    onChange={() => selection.toggle(user.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar
                      src={user.profile.avatar}
                      alt={user.name}
                      radius="xl"
                      size={32}
                      color="initials"
                      name={user.name}
                    >
                      {initialsOf(user.name, user.email)}
                    </Avatar>
                    <Box miw={0}>
                      <Text size="sm" fw={600} truncate maw={200}>
                        {user.name}
                      </Text>
                      <Anchor href={`mailto:${user.email}`} size="xs" c="dimmed" display="block" truncate maw={200}>
                        {user.email}
                      </Anchor>
                      {phoneNumber && (
                        <Anchor href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`} size="xs" c="dimmed" display="block">
                          {phoneNumber}
                        </Anchor>
                      )}
                    </Box>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge
                    size="sm"
                    variant="light"
                    color={ROLE_COLORS[user.role]}
                    leftSection={owner ? <IconLock size={12} /> : undefined}
                    styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
                  >
                    {roleLabel(user.role)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={t.ownerLocked} disabled={!owner}>
                    <Box w={104}>
                      <Select
                        size="xs"
                        aria-label={t.statusOf(user.name)}
                        data={ROW_STATUS}
                        value={user.isActive ? 'active' : 'inactive'}
                        onChange={(value) => value && onToggle(user, value === 'active')}
                        allowDeselect={false}
                        disabled={owner || user.id in pending}
                        comboboxProps={{ withinPortal: true }}
                        styles={{
                          input: {
                            color: user.isActive
                              ? 'var(--mantine-color-green-filled)'
                              : 'var(--mantine-color-red-filled)',
                            fontWeight: 600,
                          },
                        }}
                      />
                    </Box>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    c={user.lastLogin ? undefined : 'dimmed'}
                    title={user.lastLogin ? formatDateTime(user.lastLogin) : undefined}
                  >
                    {formatLastLogin(user.lastLogin)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t.edit(user.name)}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t.edit(user.name)}
                        onClick={() => onEdit(user)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    {owner ? (
                      <Tooltip label={t.ownerLocked}>
                        <ActionIcon variant="subtle" color="gray" aria-label={t.ownerLocked} data-disabled>
                          <IconLock size={18} />
                        </ActionIcon>
                      </Tooltip>
                    ) : (
                      <Tooltip label={t.remove(user.name)}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t.remove(user.name)}
                          onClick={() => onDelete(user)}
                          loading={deletingId === user.id}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
