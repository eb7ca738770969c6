import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

import { COMPANY_SORT_FIELDS, LIST_TILE_FILTERS, SELECTABLE_COMPANY_STATUSES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { defineListConfig, parseListState } from '../../kit/list';
import type { CompanyDetailState, DetailTab } from './detail-state';

/** The companies screen's list state, as its URL holds it (kit/list/useListState). */
const COMPANIES_LIST = defineListConfig({
  filters: LIST_TILE_FILTERS.filter((f) => f !== 'total'),
  statuses: ['all', ...SELECTABLE_COMPANY_STATUSES] as const,
  sorts: COMPANY_SORT_FIELDS,
  defaultSort: 'createdAt',
});

/**
 * Previous / next company (docs/product/platform-admin.md#company-detail): the companies list in the order it was shown when the
 * visitor came from it (else its default order), with wraparound. The server answers both ids in
 * one call (companies.neighbours); each step pushes /companies/{id} and carries the order along.
 */
export function useNeighbours(companyId: number, origin: CompanyDetailState, tab: DetailTab) {
  const trpc = useTRPC();
  const navigate = useNavigate();

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

  const neighbours = useQuery(trpc.platform.companies.neighbours.queryOptions({ id: companyId, ...order }));
  const go = (id: number | undefined) => {
    if (id === undefined) return;
    const state: CompanyDetailState = { ...origin, tab };
    void navigate(`/companies/${id}`, { state });
  };

  return {
    canCycle: (neighbours.data?.total ?? 0) > 1,
    busy: neighbours.isFetching,
    onPrevious: () => go(neighbours.data?.previousId),
    onNext: () => go(neighbours.data?.nextId),
  };
}
