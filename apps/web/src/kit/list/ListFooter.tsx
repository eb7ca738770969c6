/**
 * The footer of a server-side list: 'Records per page' (20, 50, 100), '21 to 40 of 45' and page
 * navigation. All of it works (docs/architecture.md#the-web-app).
 *
 *   <ListFooter
 *     page={list.state.page} limit={list.state.limit}
 *     total={data.pagination.total} pages={data.pagination.pages}
 *     onPageChange={list.setPage} onLimitChange={list.setLimit}
 *   />
 *
 * `children` go at the left end (e.g. an 'Add Super Admin' button).
 */
import { Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

import { MESSAGES, PAGE_SIZES } from '@app/contracts';

import { rangeOf } from './list-state';
import { PageSizeSelect } from './PageSizeSelect';

export interface ListFooterProps {
  page: number;
  limit: number;
  total: number;
  pages: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  pageSizes?: readonly number[];
  children?: ReactNode;
}

export function ListFooter({
  page,
  limit,
  total,
  pages,
  onPageChange,
  onLimitChange,
  pageSizes = PAGE_SIZES,
  children,
}: ListFooterProps) {
  const t = MESSAGES.web.list;
  const narrow = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const range = rangeOf(page, limit, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="sm">
      <Group gap="sm" wrap="wrap">
        {children}
        <PageSizeSelect limit={limit} onLimitChange={onLimitChange} pageSizes={pageSizes} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t.range(range.from, range.to, range.total)}
        </Text>
      </Group>
      {pages > 1 && (
        <Pagination
          aria-label={t.pagination}
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          siblings={narrow ? 0 : 1}
          boundaries={1}
          withEdges={!narrow}
          getControlProps={(control) => ({ 'aria-label': t.pageControls[control] })}
          getItemProps={(item) => ({ 'aria-label': t.pageNumber(item) })}
        />
      )}
    </Group>
  );
}
