/**
 * A CRM list's state kept in the URL (see crm-list-state.ts):
 *
 *   const list = useCrmListState(LEADS);
 *   useQuery(trpc.crm.leads.list.queryOptions(list.query));
 *   list.setFilter('stage', 'Won'); list.setSearch(text); list.toggleSort('date'); list.clearFilters();
 *   list.setCustom({ field: 'region', value: 'north' }); // lists with custom fields
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { nextSort } from '../../kit/list/list-state';
import {
  applyCrmChange,
  clearedFilters,
  crmQueryOf,
  activeFilterCount,
  isCrmFiltered,
  parseCrmList,
  writeCrmList,
  type CrmListChange,
  type CrmListConfig,
  type CrmSort,
  type CustomFilter,
} from './crm-list-state';

export function useCrmListState<K extends string, S extends string>(config: CrmListConfig<K, S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCrmList(params, config), [params, config]);

  const set = useCallback(
    (change: CrmListChange<K, S>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeCrmList(current, applyCrmChange(parseCrmList(current, config), change), config), {
        replace: options.replace ?? false,
      }),
    [setParams, config],
  );

  return {
    state,
    query: useMemo(() => crmQueryOf(state), [state]),
    set,
    setPage: (page: number) => set({ page }),
    setLimit: (limit: number) => set({ limit }),
    setSearch: (search: string) => set({ search }, { replace: true }),
    setFilter: (key: K, value: string | null) => set({ filters: { [key]: value ?? '' } as Partial<Record<K, string>> }),
    toggleSort: (column: CrmSort<S>) => set(nextSort<CrmSort<S>>(state, column)),
    setCustom: (custom: CustomFilter | null) => set({ custom }),
    clearFilters: () => set(clearedFilters(state)),
    filtered: isCrmFiltered(state),
    activeFilters: activeFilterCount(state),
  };
}

export type CrmListApi<K extends string, S extends string> = ReturnType<typeof useCrmListState<K, S>>;
