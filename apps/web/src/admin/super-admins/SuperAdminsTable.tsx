/**
 * A page of super admins in the person's columns: selection for the bulk bar (never one's own
 * row, which says why), the status select, edit / delete at the row's end; cards on a phone.
 */
import { Checkbox, Tooltip } from '@mantine/core';

import { MESSAGES, type SuperAdminSortField } from '@app/contracts';

import { LayoutTable } from '../../kit/list/columns/LayoutTable';
import type { ListLayoutApi } from '../../kit/list/columns/useListLayout';
import type { SortOrder } from '../../kit/list/list-state';
import { SelectAllBox } from '../../kit/list/SelectAllBox';
import type { Selection } from '../../kit/list/useListState';
import { SuperAdminActions } from './SuperAdminCells';
import { SuperAdminRowContext, type SuperAdminRowTools } from './super-admin-row';
import type { SuperAdmin } from './super-admins-model';

const t = MESSAGES.web.superAdmins;
const l = MESSAGES.web.list;

export interface SuperAdminsTableProps extends SuperAdminRowTools {
  layout: ListLayoutApi<SuperAdmin>;
  rows: readonly SuperAdmin[];
  selection: Selection<string>;
  sort: SuperAdminSortField;
  order: SortOrder;
  onSort: (column: SuperAdminSortField) => void;
}

export function SuperAdminsTable({ layout, rows, selection, sort, order, onSort, ...tools }: SuperAdminsTableProps) {
  const { selfId, busy } = tools;
  const selectable = rows.filter((r) => r.id !== selfId).map((r) => r.id);
  return (
    <SuperAdminRowContext.Provider value={tools}>
      <LayoutTable
        layout={layout}
        rows={rows}
        rowKey={(admin) => admin.id}
        // A phone's card shows only this name: one's own says so, as the table's "You" badge does.
        rowName={(admin) => (admin.id === selfId ? `${admin.name} (${t.you})` : admin.name)}
        rowData={(admin) => ({ 'data-admin': admin.email })}
        sort={{ sort, order, onSort: (column) => onSort(column as SuperAdminSortField) }}
        busy={busy}
        select={{
          head: <SelectAllBox ids={selectable} selection={selection} disabled={busy} />,
          cell: (admin) =>
            admin.id === selfId ? (
              <Tooltip label={t.selfNotSelectable} withArrow multiline maw={240}>
                <Checkbox aria-label={t.selfNotSelectable} disabled checked={false} readOnly />
              </Tooltip>
            ) : (
              <Checkbox
                aria-label={l.selectRow(admin.name)}
                checked={selection.has(admin.id)}
                disabled={busy}
                onChange={() => selection.toggle(admin.id)}
              />
            ),
          selected: (admin) => selection.has(admin.id),
        }}
        actionsWidth={96}
        actions={(admin) => <SuperAdminActions admin={admin} />}
      />
    </SuperAdminRowContext.Provider>
  );
}
