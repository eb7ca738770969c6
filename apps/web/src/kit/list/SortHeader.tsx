/**
 * A table header cell that sorts the list on the server when clicked (aria-sort on the cell, a
 * button inside for keyboards):
 *
 *   <SortHeader column="name" sort={list.state.sort} order={list.state.order} onSort={list.toggleSort}>
 *     Company Name
 *   </SortHeader>
 *
 * Extra Table.Th props (w, visibleFrom, ...) pass through.
 */
import { Group, Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import type { SortOrder } from './list-state';

export interface SortHeaderProps<S extends string> extends Omit<TableThProps, 'children'> {
  column: S;
  sort: S;
  order: SortOrder;
  onSort: (column: S) => void;
  children: string;
  extra?: ReactNode;
  /** Inside the cell after the sort button (a column's resize handle). */
  after?: ReactNode;
}

export function SortHeader<S extends string>({
  column,
  sort,
  order,
  onSort,
  children,
  extra,
  after,
  ...th
}: SortHeaderProps<S>) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} {...th}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={MESSAGES.web.list.sortBy(children)}
        style={{ font: 'inherit', fontWeight: 'inherit' }}
      >
        <Group gap={4} wrap="nowrap">
          <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
          <Icon size={14} style={{ opacity: active ? 1 : 0.45, flexShrink: 0 }} aria-hidden />
          {extra}
        </Group>
      </UnstyledButton>
      {after}
    </Table.Th>
  );
}
