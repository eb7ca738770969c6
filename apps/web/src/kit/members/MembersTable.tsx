import { Checkbox } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { SelectAllBox, type Selection, type SortOrder } from '../list';
import { LayoutTable } from '../list/columns/LayoutTable';
import type { ListLayoutApi } from '../list/columns/useListLayout';
import { isOwner, selectableIds } from './bulk';
import type { MembersLayout } from './member-columns';
import { MemberRowContext, type MemberRowTools } from './member-row-context';
import { MemberActionsCell } from './MemberRowCells';
import type { TeamMember } from './members';

const l = MESSAGES.web.list;

export interface MembersTableProps extends MemberRowTools {
  /** Which screen: the portal's Team Management never lets an owner be picked. */
  layout: MembersLayout;
  columns: ListLayoutApi<TeamMember>;
  rows: TeamMember[];
  selection: Selection<string>;
  sort: string;
  order: SortOrder;
  onSort: (column: string) => void;
  busy: boolean;
}

/**
 * A page of the team in the person's columns: selection (select-all skips owners and rows the
 * viewer may not change), the status select, edit / delete at the row's end; cards on a phone.
 */
export function MembersTable(props: MembersTableProps) {
  const { layout, rows, selection } = props;
  const team = layout === 'team';
  const selectable = selectableIds(rows, (row) => props.access(row).select);
  const tools: MemberRowTools = {
    texts: props.texts,
    pending: props.pending,
    deletingId: props.deletingId,
    access: props.access,
    onToggle: props.onToggle,
    onEdit: props.onEdit,
    onDelete: props.onDelete,
  };
  return (
    <MemberRowContext.Provider value={tools}>
      <LayoutTable
        layout={props.columns}
        rows={rows}
        rowKey={(user) => user.id}
        rowName={(user) => user.name}
        rowData={(user) => ({ 'data-member': user.email })}
        sort={{ sort: props.sort, order: props.order, onSort: props.onSort }}
        busy={props.busy}
        select={{
          head: <SelectAllBox ids={selectable} selection={selection} />,
          cell: (user) => (
            <Checkbox
              aria-label={l.selectRow(user.name)}
              checked={selection.has(user.id)}
              // The admin panel lets an owner be picked alone, so the bulk bar can explain its refusal.
              disabled={isOwner(user) ? team : !props.access(user).select}
              onChange={() => selection.toggle(user.id)}
            />
          ),
          selected: (user) => selection.has(user.id),
        }}
        actionsWidth={96}
        actions={(user) => <MemberActionsCell user={user} />}
      />
    </MemberRowContext.Provider>
  );
}
