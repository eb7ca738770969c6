/**
 * The board's calls: every column's first page with its count and total in one call, further pages
 * of one column as it is scrolled (the same call narrowed to its stage), and the stage change
 * through crm.leads.update, shown at once and undone with a toast if the server refuses it.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../../lib/api/client';
import type { RouterInputs } from '../../../lib/api/types';
import { notify } from '../../../kit/feedback/notify';
import type { LeadRow } from '../lead-row';
import type { LeadsQuery } from '../leads-list';
import { applyMoves, type PendingMove } from './board-moves';

const t = MESSAGES.web.crmBoard;

/** Cards a column loads at a time: a few screens' worth, so scrolling rarely waits. */
export const BOARD_PAGE_SIZE = 50;

export type BoardQuery = Omit<RouterInputs['crm']['leadBoard']['columns'], 'page' | 'limit'>;

/** The list's URL state as the board's input: the same search, filters and order, no page. */
export function boardQueryOf(query: LeadsQuery): BoardQuery {
  const { page: _page, limit: _limit, ...rest } = query;
  return rest as BoardQuery;
}

export function useBoardColumns(query: BoardQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const board = useQuery({
    ...trpc.crm.leadBoard.columns.queryOptions({ ...query, page: 1, limit: BOARD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const [moves, setMoves] = useState<PendingMove[]>([]);
  const { mutateAsync: updateLead } = useMutation(trpc.crm.leads.update.mutationOptions());
  // Leads whose move is on its way: a second move of the same card waits for the first.
  const busy = useRef(new Set<string>());

  // Stable, so the memoised cards do not re-render whenever the board does.
  const move = useCallback(
    (lead: LeadRow, to: string) => {
      if (lead.stage === to || busy.current.has(lead.id)) return;
      busy.current.add(lead.id);
      const pending = { lead, to };
      setMoves((list) => [...list, pending]);
      void (async () => {
        try {
          await updateLead({ id: lead.id, stage: to });
          notify.success(t.moved(lead.clientName, to));
          // The columns (and the list, pickers, dashboard) come back with the lead in its new stage.
          await queryClient.invalidateQueries(trpc.crm.pathFilter());
        } catch {
          notify.error(t.moveFailed(lead.clientName));
        } finally {
          busy.current.delete(lead.id);
          setMoves((list) => list.filter((m) => m !== pending));
        }
      })();
    },
    [updateLead, queryClient, trpc],
  );

  const columns = applyMoves(board.data?.columns ?? [], moves);
  return { board, columns, move };
}

/** Pages 2, 3, ... of one column; starts when the column is scrolled near its end. */
export function useColumnPages(query: BoardQuery, stage: string, enabled: boolean) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const input = { ...query, stage } as BoardQuery;
  return useInfiniteQuery({
    // Under the board's own key, so refreshing the CRM's calls refreshes these pages too.
    queryKey: [...trpc.crm.leadBoard.columns.queryKey(input), 'more'],
    queryFn: ({ pageParam, signal }) =>
      client.crm.leadBoard.columns.query({ ...input, page: pageParam, limit: BOARD_PAGE_SIZE }, { signal }),
    initialPageParam: 2,
    getNextPageParam: (last, pages) => (last.columns[0]?.hasMore ? pages.length + 2 : undefined),
    enabled,
  });
}
