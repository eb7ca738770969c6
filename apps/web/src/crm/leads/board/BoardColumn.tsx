/**
 * One stage's column: its count and total over the whole filtered set, and its cards in a scroll
 * area of its own. Only the cards in view (and a few around) are in the page; the next page loads
 * as the end comes near, so a stage of 10,000 leads scrolls like one of ten.
 */
import { useDroppable } from '@dnd-kit/core';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { formatINR } from '../../../kit/format';
import { badgeColor } from '../../kit/badge-colors';
import type { LeadRow } from '../lead-row';
import { uniqueLeads, type BoardColumnView } from './board-moves';
import { CARD_HEIGHT, LeadCard } from './LeadCard';
import { useColumnPages, type BoardQuery } from './useBoard';

const t = MESSAGES.web.crmBoard;
const GAP = 8;
/** Load the next page when the last card in view is this close to the end. */
const LOAD_AHEAD = 10;

export const COLUMN_WIDTH = 288;
const cardSize = () => CARD_HEIGHT + GAP;

interface BoardColumnProps {
  column: BoardColumnView;
  query: BoardQuery;
  avatarOf: (csPersonId: string | null) => string | null;
  today: string;
  onMove: (lead: LeadRow, stage: string) => void;
}

export function BoardColumn({ column, query, avatarOf, today, onMove }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage, data: { stage: column.stage } });
  const [wantMore, setWantMore] = useState(false);
  const more = useColumnPages(query, column.stage, wantMore);
  const pages = more.data?.pages;
  // Memoised: the virtualiser re-measures every item whenever its count or key function changes.
  const leads = useMemo(
    () => uniqueLeads([column.leads, ...(pages ?? []).map((page) => page.columns[0]?.leads ?? [])]),
    [column.leads, pages],
  );
  const lastPage = pages?.at(-1)?.columns[0];
  const hasMore = lastPage ? lastPage.hasMore : column.hasMore;
  const itemKey = useCallback((index: number) => leads[index]?.id ?? 'more', [leads]);

  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser hands out fresh measurements on every scroll by design; nothing here is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: leads.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: cardSize,
    getItemKey: itemKey,
    overscan: 6,
    // Scrolling renders on React's schedule, not synchronously inside each scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (!hasMore || lastIndex < leads.length - LOAD_AHEAD) return;
    if (!wantMore) setWantMore(true);
    else if (!more.isFetching && more.hasNextPage) void more.fetchNextPage();
  }, [hasMore, lastIndex, leads.length, wantMore, more]);

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      w={COLUMN_WIDTH}
      miw={COLUMN_WIDTH}
      bg={isOver ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      role="region"
      aria-label={t.columnLabel(column.stage, column.count)}
      data-stage={column.stage}
      style={{ scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column' }}
    >
      <Stack gap={2} mb="xs">
        <Group justify="space-between" wrap="nowrap">
          <Badge color={badgeColor('leadStage', column.stage)} variant="light">
            {column.stage}
          </Badge>
          <Text size="xs" c="dimmed" data-count>
            {t.count(column.count)}
          </Text>
        </Group>
        <Text size="sm" fw={600} data-total>
          {formatINR(column.value)}
        </Text>
      </Stack>
      <div
        ref={scrollRef}
        data-column-scroll
        style={{ height: 'max(320px, calc(100dvh - 380px))', overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {leads.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t.empty}
          </Text>
        ) : (
          <div role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const lead = leads[item.index];
              return (
                <div
                  key={item.key}
                  role="listitem"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: CARD_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {lead ? (
                    <LeadCard lead={lead} avatar={avatarOf(lead.csPersonId)} today={today} onMove={onMove} />
                  ) : more.isError ? (
                    <Button variant="subtle" size="xs" fullWidth onClick={() => void more.refetch()}>
                      {t.loadFailed} {t.retry}
                    </Button>
                  ) : (
                    <Text size="xs" c="dimmed" ta="center" py="md" role="status">
                      {t.loadingMore}
                    </Text>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </Paper>
  );
}
