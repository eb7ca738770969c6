import { Checkbox, Table, Text } from '@mantine/core';

import { MESSAGES, type TeamSortField } from '@app/contracts';

import { formatDate } from '../shared/format';
import type { MemberAccess } from './access';
import { SortHeader, type Selection, type SortOrder } from '../shared/list';
import { isOwner, selectableIds } from './bulk';
import { LastLogin, MemberIdentity, RoleBadge, RowActions, StatusSelect } from './MemberCells';
import type { TeamMember } from './members';
import type { PendingStatus } from './status-toggle';
import type { TeamTexts } from './team-texts';

/**
 * `users`: the admin panel's Users tab (spec 000 §2.6): User with email and phone, Role, Status,
 * Last Login. `team`: the portal's Team Management (spec 001 §2.5): Name with email and
 * designation, Role, Department, Created At, Last Login, Status; the owner cannot be selected.
 */
export type MembersLayout = 'users' | 'team';

interface MembersTableProps {
  layout: MembersLayout;
  texts: TeamTexts['ui'];
  rows: TeamMember[];
  selection: Selection<string>;
  sort: TeamSortField;
  order: SortOrder;
  onSort: (column: TeamSortField) => void;
  /** Rows whose status toggle is on its way (their select is disabled meanwhile). */
  pending: PendingStatus;
  busy: boolean;
  deletingId: string | undefined;
  onToggle: (user: TeamMember, isActive: boolean) => void;
  onEdit: (user: TeamMember) => void;
  onDelete: (user: TeamMember) => void;
  /** What the viewer may do to each row (access.ts): what they may not is locked. */
  access: (user: TeamMember) => MemberAccess;
}

/**
 * A page of the team: selection (select-all skips owners and rows the viewer may not change), the
 * layout's columns, edit / delete.
 */
export function MembersTable(props: MembersTableProps) {
  const { layout, texts, rows, selection, sort, order, onSort, pending, busy } = props;
  const team = layout === 'team';
  const columns = texts.columns;
  const selectable = selectableIds(rows, (row) => props.access(row).select);
  const allChecked = selectable.length > 0 && selectable.every((id) => selection.has(id));
  const someChecked = selectable.some((id) => selection.has(id));
  const header = (column: TeamSortField, label = '') => (
    <SortHeader column={column} sort={sort} order={order} onSort={onSort}>
      {label}
    </SortHeader>
  );
  return (
    <Table.ScrollContainer minWidth={team ? 880 : 600} type="native">
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
            {header('name', columns.user)}
            {header('role', columns.role)}
            {team && header('department', columns.department)}
            {team && header('createdAt', columns.createdAt)}
            {!team && header('status', columns.status)}
            {header('lastLogin', columns.lastLogin)}
            {team && header('status', columns.status)}
            <Table.Th ta="right">{columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => {
            const access = props.access(user);
            const status = (
              <Table.Td>
                <StatusSelect
                  user={user}
                  texts={texts}
                  pending={user.id in pending}
                  locked={access.reason('status')}
                  onToggle={props.onToggle}
                />
              </Table.Td>
            );
            return (
              <Table.Tr key={user.id} bg={selection.has(user.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={MESSAGES.web.list.selectRow(user.name)}
                    checked={selection.has(user.id)}
                    // The admin panel lets an owner be picked alone, to explain the bulk refusal (spec 000 §5).
                    disabled={isOwner(user) ? team : !access.select}
                    onChange={() => selection.toggle(user.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <MemberIdentity user={user} detail={team ? 'designation' : 'phone'} />
                </Table.Td>
                <Table.Td>
                  <RoleBadge user={user} />
                </Table.Td>
                {team && (
                  <Table.Td>
                    <Text size="sm" c={user.profile.department ? undefined : 'dimmed'} truncate maw={160}>
                      {user.profile.department || MESSAGES.users.noDepartment}
                    </Text>
                  </Table.Td>
                )}
                {team && (
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(user.createdAt)}
                    </Text>
                  </Table.Td>
                )}
                {!team && status}
                <Table.Td>
                  <LastLogin value={user.lastLogin} />
                </Table.Td>
                {team && status}
                <Table.Td>
                  <RowActions
                    user={user}
                    texts={texts}
                    access={access}
                    deleting={props.deletingId === user.id}
                    onEdit={props.onEdit}
                    onDelete={props.onDelete}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
