import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { COMPANY_SORT_FIELDS, LIST_TILE_FILTERS, MESSAGES, SELECTABLE_COMPANY_STATUSES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../shared/feedback/notify';
import { defineListConfig, parseListState } from '../../shared/list';
import type { CompanyDetailState, DetailTab } from './detail-state';
import { canCycle, findNeighbour, type Step } from './neighbours';

/** The companies screen's list state, as its URL holds it (shared/list/useListState). */
const COMPANIES_LIST = defineListConfig({
  filters: LIST_TILE_FILTERS.filter((f) => f !== 'total'),
  statuses: ['all', ...SELECTABLE_COMPANY_STATUSES] as const,
  sorts: COMPANY_SORT_FIELDS,
  defaultSort: 'createdAt',
});

/** How long list pages read for previous/next may be reused. */
const SLICE_STALE_MS = 15_000;

/**
 * Previous / next company (spec 000 §2.6): the companies list in the order it was shown when the
 * visitor came from it (else its default order), with wraparound; each step pushes
 * /companies/{id} onto the history, carrying the order and the new position along.
 */
export function useNeighbours(companyId: number, origin: CompanyDetailState, tab: DetailTab) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const order = useMemo(() => {
    const state = parseListState(new URLSearchParams(origin.listSearch ?? ''), COMPANIES_LIST);
    return {
      status: state.status,
      sort: state.sort,
      order: state.order,
      ...(state.filter ? { filter: state.filter } : {}),
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
    };
  }, [origin.listSearch]);

  const total = useQuery({
    ...trpc.platform.companies.list.queryOptions({ ...order, page: 1, limit: 1 }),
    select: (data) => data.pagination.total,
  });

  const go = async (step: Step) => {
    if (busy) return;
    setBusy(true);
    try {
      const fetchSlice = async (page: number, limit: number) => {
        const data = await queryClient.fetchQuery({
          ...trpc.platform.companies.list.queryOptions({ ...order, page, limit }),
          staleTime: SLICE_STALE_MS,
        });
        return { ids: data.companies.map((c) => c.id), total: data.pagination.total };
      };
      const neighbour = await findNeighbour(fetchSlice, companyId, step, origin.index);
      if (neighbour) {
        const state: CompanyDetailState = { ...origin, index: neighbour.index, tab };
        void navigate(`/companies/${neighbour.id}`, { state });
      }
    } catch {
      notify.error(MESSAGES.web.companyDetail.listFailed);
    } finally {
      setBusy(false);
    }
  };

  return {
    canCycle: canCycle(total.data),
    busy,
    onPrevious: () => void go(-1),
    onNext: () => void go(1),
  };
}
