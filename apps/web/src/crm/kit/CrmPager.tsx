/**
 * The CRM lists' pagination bar (docs/product/crm.md#leads): 'Showing X to Y of Z results' with Previous and
 * Next (disabled at the ends), shown only when there is more than one page; the records-per-page
 * choice sits beside it (docs/architecture.md#the-web-app) whenever a smaller page size could split the list.
 */
import { Button, Group, Text } from '@mantine/core';

import { MESSAGES, PAGE_SIZES } from '@app/contracts';

import { rangeOf } from '../../kit/list/list-state';
import { PageSizeSelect } from '../../kit/list/PageSizeSelect';

export interface CrmPagerProps {
  page: number;
  limit: number;
  total: number;
  pages: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

export function CrmPager({ page, limit, total, pages, onPageChange, onLimitChange }: CrmPagerProps) {
  const t = MESSAGES.web.crmKit;
  const range = rangeOf(page, limit, total);
  if (pages <= 1 && total <= PAGE_SIZES[0]) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="sm">
      <PageSizeSelect limit={limit} onLimitChange={onLimitChange} />
      {pages > 1 && (
        <Group gap="sm" wrap="wrap" component="nav" aria-label={MESSAGES.web.list.pagination}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t.showing(range.from, range.to, range.total)}
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
      )}
    </Group>
  );
}
