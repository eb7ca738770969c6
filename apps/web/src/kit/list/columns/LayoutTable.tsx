/**
 * A list drawn through the person's layout (useListLayout): their columns, order, widths and
 * density, the row's name sticky on the left and its actions on the right, a click or Enter on a
 * row opening its page. On a phone the same rows come as cards (RowCards).
 *
 *   const layout = useListLayout('leads', LEAD_COLUMNS);
 *   <LayoutTable layout={layout} rows={leads} rowKey={(l) => l.id} rowName={(l) => l.clientName}
 *     rowHref={(l, i) => leadPageHref(l.id, list.state, i)} actions={(l) => <RowActions .../>}
 *     sort={{ sort, order, onSort }} status={message} busy={loading} />
 */
import { Anchor, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { SortHeader } from '../SortHeader';
import { tableWidth, type ShownColumn } from './column-layout';
import { ColumnResizer } from './ColumnResizer';
import classes from './LayoutTable.module.css';
import { usePhone } from '../../layout/usePhone';
import { rowOpening } from './row-opening';
import { RowCards } from './RowCards';

export type { LayoutTableProps } from './layout-table-props';
import type { LayoutTableProps } from './layout-table-props';

export function LayoutTable<R>(props: LayoutTableProps<R>) {
  if (usePhone()) return <RowCards {...props} />;
  return <WideTable {...props} />;
}

/** The leading checkbox column's width; the name column sticks just right of it. */
const SELECT_WIDTH = 40;

function WideTable<R>(props: LayoutTableProps<R>) {
  const { layout, rows, rowKey, rowHref, rowState, actions, sort, status, busy, select } = props;
  const navigate = useNavigate();
  const [dragging, setDragging] = useState<{ id: string; width: number } | null>(null);
  const actionsWidth = actions ? (props.actionsWidth ?? 120) : 0;
  const shown: ShownColumn<R>[] = layout.shown.map((s) =>
    dragging?.id === s.column.id ? { ...s, width: dragging.width } : s,
  );
  const last = shown.length - 1;
  const stickyStart = `${classes.cell} ${classes.sticky} ${classes.start}`;
  const nameOffset = select ? { left: SELECT_WIDTH } : undefined;
  const selectCell = `${classes.sticky} ${classes.start}`;
  const stickyEnd = `${classes.sticky} ${classes.end}`;

  const head = (s: ShownColumn<R>, index: number) => {
    const th = {
      className: `${classes.head} ${index === 0 ? stickyStart : classes.cell}`,
      style: index === 0 ? nameOffset : undefined,
    };
    const resizer = (
      <ColumnResizer
        label={s.column.label}
        width={s.width}
        onPreview={(width) => setDragging(width === null ? null : { id: s.column.id, width })}
        onCommit={(width) => layout.resize(s.column.id, width)}
      />
    );
    return s.column.sort && sort ? (
      <SortHeader key={s.column.id} column={s.column.sort} {...sort} {...th} after={resizer}>
        {s.column.label}
      </SortHeader>
    ) : (
      <Table.Th key={s.column.id} {...th}>
        {s.column.label}
        {resizer}
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer
      minWidth={tableWidth(shown, actionsWidth + (select ? SELECT_WIDTH : 0))}
      type="native"
      // What scrolls into view (a focused cell, a found header) is not hidden under the sticky ones.
      style={{
        scrollPaddingInlineStart: (select ? SELECT_WIDTH : 0) + (shown[0]?.width ?? 0),
        scrollPaddingInlineEnd: actionsWidth,
      }}
    >
      <Table
        className={classes.table}
        striped
        highlightOnHover
        verticalSpacing={layout.density === 'compact' ? 'xs' : 'md'}
        fz="sm"
        aria-busy={busy}
        data-density={layout.density}
      >
        <colgroup>
          {select && <col style={{ width: SELECT_WIDTH }} />}
          {shown.map((s) => (
            <col key={s.column.id} style={{ width: s.width }} />
          ))}
          {actions && <col style={{ width: actionsWidth }} />}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            {select && <Table.Th className={selectCell}>{select.head}</Table.Th>}
            {shown.map(head)}
            {actions && <Table.Th className={stickyEnd}>{MESSAGES.web.crmKit.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status ? (
            <Table.Tr>
              <Table.Td colSpan={last + 1 + (actions ? 1 : 0) + (select ? 1 : 0)}>
                <Text ta="center" c="dimmed" py="lg" role="status">
                  {status}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => {
              const href = rowHref?.(row, index);
              const state = rowState?.(row);
              return (
                <Table.Tr
                  key={rowKey(row)}
                  className={classes.row}
                  data-selected={select?.selected(row) || undefined}
                  {...props.rowData?.(row)}
                  {...rowOpening(href, navigate, state)}
                >
                  {select && <Table.Td className={selectCell}>{select.cell(row)}</Table.Td>}
                  {shown.map((s, i) => (
                    <Table.Td
                      key={s.column.id}
                      className={i === 0 ? stickyStart : classes.cell}
                      style={i === 0 ? nameOffset : undefined}
                      fw={i === 0 ? 500 : undefined}
                    >
                      {i === 0 && href ? (
                        <Anchor component={Link} to={href} state={state} inherit c="inherit">
                          {s.column.cell(row)}
                        </Anchor>
                      ) : (
                        s.column.cell(row)
                      )}
                    </Table.Td>
                  ))}
                  {actions && <Table.Td className={stickyEnd}>{actions(row)}</Table.Td>}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
