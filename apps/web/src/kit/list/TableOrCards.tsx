/**
 * A short list of fixed columns (API keys, webhook endpoints and their deliveries, the security
 * log): a table on larger screens, one card per item on a phone, where the columns would scroll
 * sideways. Both are named by the list's label, so tests and screen readers find either the same way.
 *
 *   <TableOrCards items={keys} itemKey={(key) => key.id} label={t.listLabel} minWidth={860}
 *     columns={[{ header: c.name, cell: (key) => key.name, maxWidth: 220 }, ...]}
 *     actions={{ header: c.actions, cell: (key) => <RevokeButton apiKey={key} /> }}
 *     card={(key) => <KeyCard apiKey={key} />} cardLabel={(key) => key.name} />
 *
 * Lists a person shapes (their own columns, order and widths) are LayoutTable's (./columns).
 */
import { Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

import { usePhone } from '../layout/usePhone';

export interface TableOrCardsColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** A fixed width, set on the heading. */
  width?: number;
  /** The widest a cell grows: a long value wraps rather than pushing the other columns out. */
  maxWidth?: number;
  /** Figures and buttons line up on the right, the heading with them. */
  align?: 'right';
  /** Keeps a cell on one line (a time, a figure with its unit). */
  nowrap?: boolean;
}

export interface TableOrCardsProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The list's name, on the table and on the list of cards alike. */
  label: string;
  /** Narrower than this, the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  columns: readonly TableOrCardsColumn<T>[];
  /** A row's buttons: last, on the right, under a heading that is only read out. */
  actions?: { header: string; cell: (item: T) => ReactNode };
  /** What a card shows on a phone: everything a row has, stacked. */
  card: (item: T) => ReactNode;
  /** A card's name (the item's name or address), where its content does not start with one. */
  cardLabel?: (item: T) => string;
  /** A newer page is on its way: the items dim and say they are busy. Left out, a list never waits. */
  busy?: boolean;
}

const dimmed = (busy: boolean | undefined) =>
  busy === undefined ? undefined : { opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' };

export function TableOrCards<T>(props: TableOrCardsProps<T>) {
  const { items, itemKey, label, minWidth, columns, actions, busy } = props;
  const phone = usePhone();
  if (phone) {
    return (
      <Stack gap="xs" role="list" aria-label={label} aria-busy={busy} style={dimmed(busy)}>
        {items.map((item) => (
          <Paper key={itemKey(item)} withBorder radius="md" p="sm" role="listitem" aria-label={props.cardLabel?.(item)}>
            {props.card(item)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={busy} style={dimmed(busy)}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} w={column.width} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th ta="right">
                <VisuallyHidden>{actions.header}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  maw={column.maxWidth}
                  ta={column.align}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(item)}
                </Table.Td>
              ))}
              {actions && <Table.Td ta="right">{actions.cell(item)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
