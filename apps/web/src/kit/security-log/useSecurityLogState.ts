/**
 * A security log screen's state kept in the URL (log-state.ts), so reload and back/forward keep
 * the filters and the page:
 *
 *   const list = useSecurityLogState('s');            // keys sPage, sPerson, ... on a shared page
 *   useQuery(trpc.company.securityLog.list.queryOptions(list.query));
 *   list.setFilter('type', 'data_exported'); list.setRange('2025-03-01', '2025-03-31'); list.clearFilters();
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  applyLogChange,
  clearedLogFilters,
  isLogFiltered,
  logQueryOf,
  parseLogState,
  writeLogState,
  type LogChange,
  type LogFilter,
} from './log-state';

export function useSecurityLogState(prefix?: string) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseLogState(params, prefix), [params, prefix]);

  const set = useCallback(
    (change: LogChange) =>
      setParams((current) => writeLogState(current, applyLogChange(parseLogState(current, prefix), change), prefix)),
    [setParams, prefix],
  );

  return {
    state,
    query: useMemo(() => logQueryOf(state), [state]),
    setPage: (page: number) => set({ page }),
    setLimit: (limit: number) => set({ limit }),
    setFilter: (filter: Exclude<LogFilter, 'from' | 'to'>, value: string) => set({ [filter]: value }),
    setRange: (from: string, to: string) => set({ from, to }),
    clearFilters: () => set(clearedLogFilters),
    filtered: isLogFiltered(state),
  };
}

export type SecurityLogStateApi = ReturnType<typeof useSecurityLogState>;
