/**
 * The footer of a server-side list (docs/architecture.md#the-web-app): 'Records per page' (20, 50,
 * 100), the range shown and the way to other pages. All of it works.
 *
 *   <ListFooter
 *     page={list.state.page} limit={list.state.limit}
 *     total={data.pagination.total} pages={data.pagination.pages}
 *     onPageChange={list.setPage} onLimitChange={list.setLimit}
 *   />
 *
 * Two ways to move between pages: numbered pages ('21 to 40 of 45', the admin portal's and the
 * team's lists) or `navigation="steps"`, the CRM lists' 'Showing X to Y of Z results' with
 * Previous and Next (docs/product/crm.md#leads), where the footer is left out when the list
 * fits one page of the smallest size. `children` go at the left end (e.g. an 'Add Super Admin' button).
 */
import { Button, Group, Pagination, Text } from '@mantine/core';
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
  navigation?: 'numbers' | 'steps';
  children?: ReactNode;
}

export function ListFooter({ pageSizes = PAGE_SIZES, navigation = 'numbers', children, ...list }: ListFooterProps) {
  if (navigation === 'steps' && list.pages <= 1 && list.total <= pageSizes[0]!) return null;
  const range = rangeOf(list.page, list.limit, list.total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="sm">
      <Group gap="sm" wrap="wrap">
        {children}
        <PageSizeSelect limit={list.limit} onLimitChange={list.onLimitChange} pageSizes={pageSizes} />
        {navigation === 'numbers' && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {MESSAGES.web.list.range(range.from, range.to, range.total)}
          </Text>
        )}
      </Group>
      {list.pages > 1 &&
        (navigation === 'numbers' ? (
          <PageNumbers {...list} />
        ) : (
          <PageSteps {...list} showing={MESSAGES.web.crmKit.showing(range.from, range.to, range.total)} />
        ))}
    </Group>
  );
}

type PagesProps = Pick<ListFooterProps, 'page' | 'pages' | 'onPageChange'>;

function PageNumbers({ page, pages, onPageChange }: PagesProps) {
  const t = MESSAGES.web.list;
  const narrow = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return (
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
  );
}

function PageSteps({ page, pages, onPageChange, showing }: PagesProps & { showing: string }) {
  const t = MESSAGES.web.crmKit;
  return (
    <Group gap="sm" wrap="wrap" component="nav" aria-label={MESSAGES.web.list.pagination}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {showing}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t.previous}
        </Button>
        <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t.next}
        </Button>
      </Group>
    </Group>
  );
}
