import type { ReactNode } from 'react';

import type { SortOrder } from '../list-state';
import type { ListLayoutApi } from './useListLayout';

/** What a list drawn through a layout takes, as a table (LayoutTable) or as cards (RowCards). */
export interface LayoutTableProps<R> {
  layout: ListLayoutApi<R>;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The row's name, for its link and its actions' labels. */
  rowName: (row: R) => string;
  /** Data attributes on the row (or card) that tests and styles find it by: `{ 'data-brand': name }`. */
  rowData?: (row: R) => Record<`data-${string}`, string>;
  /** The row's page, if it has one. */
  rowHref?: (row: R, index: number) => string | undefined;
  /** The history state the row's page opens with (where it was opened from), if it needs one. */
  rowState?: (row: R) => unknown;
  actions?: (row: R) => ReactNode;
  actionsWidth?: number;
  sort?: { sort: string; order: SortOrder; onSort: (column: string) => void };
  /** A leading checkbox column for bulk actions: its header (select all) and each row's box. */
  select?: { head: ReactNode; cell: (row: R) => ReactNode; selected: (row: R) => boolean };
  /** Shown in place of the rows (loading, empty). */
  status?: string | null;
  busy?: boolean;
}
