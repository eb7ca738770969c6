/**
 * The state of a server-side list, kept in the URL query so reload and back/forward keep it:
 *
 *   const LIST = defineListConfig({ filters: LIST_TILE_FILTERS, statuses: ['all', 'active', 'inactive'],
 *                                   sorts: ['name', 'createdAt'], defaultSort: 'createdAt' });  // module level
 *   const list = useListState(LIST);
 *   useQuery(trpc.x.list.queryOptions({ ...list.query }));         // page, limit, search, status, filter, sort, order
 *   list.set({ status: 'active' });                                 // back to page 1, pushes a history entry
 *   list.setSearch(text);                                           // replaces the entry (typing is not history)
 *   list.toggleTile('active'); list.toggleSort('name'); list.clearFilters();
 *   list.selection.toggle(id); list.selection.ids; list.selection.clear();
 *
 * The selection lives in memory (ids of rows) and empties itself whenever the query changes, so a
 * bulk action only ever acts on rows the user can see.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  applyListChange,
  defaultListState,
  listQueryOf,
  nextSort,
  parseListState,
  toggleTile,
  writeListState,
  type ListChange,
  type ListConfig,
  type ListQuery,
  type ListState,
} from './list-state';

export type RowId = string | number;

export interface Selection<Id extends RowId = RowId> {
  ids: Id[];
  count: number;
  has: (id: Id) => boolean;
  toggle: (id: Id) => void;
  /** Adds (checked) or removes every id given, e.g. the rows of the page for a header checkbox. */
  setMany: (ids: readonly Id[], checked: boolean) => void;
  clear: () => void;
}

/** A selection that belongs to one `scope` (any string); a new scope starts empty. */
export function useSelection<Id extends RowId = RowId>(scope = ''): Selection<Id> {
  const [stored, setStored] = useState<{ scope: string; ids: Id[] }>({ scope, ids: [] });
  const ids = useMemo(() => (stored.scope === scope ? stored.ids : []), [stored, scope]);
  const update = useCallback(
    (change: (ids: Id[]) => Id[]) =>
      setStored((prev) => ({ scope, ids: change(prev.scope === scope ? prev.ids : []) })),
    [scope],
  );
  return useMemo(() => {
    const set = new Set(ids);
    return {
      ids,
      count: ids.length,
      has: (id: Id) => set.has(id),
      toggle: (id: Id) => update((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id])),
      setMany: (many: readonly Id[], checked: boolean) =>
        update((prev) =>
          checked ? [...prev, ...many.filter((id) => !prev.includes(id))] : prev.filter((id) => !many.includes(id)),
        ),
      clear: () => update(() => []),
    };
  }, [ids, update]);
}

export interface ListStateApi<F extends string, St extends string, S extends string, Id extends RowId = RowId> {
  state: ListState<F, St, S>;
  /** For the list call: the tile filter as `filter` (undefined when none). */
  query: ListQuery<F, St, S>;
  set: (change: ListChange<F, St, S>, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  setSearch: (search: string) => void;
  setStatus: (status: St) => void;
  toggleTile: (tile: F) => void;
  toggleSort: (column: S) => void;
  clearFilters: () => void;
  /** True when search, status or a tile narrows the list. */
  filtered: boolean;
  selection: Selection<Id>;
}

export function useListState<F extends string, St extends string, S extends string, Id extends RowId = RowId>(
  config: ListConfig<F, St, S>,
): ListStateApi<F, St, S, Id> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, config), [params, config]);

  const set = useCallback(
    (change: ListChange<F, St, S>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => writeListState(current, applyListChange(parseListState(current, config), change), config),
        { replace: options.replace ?? false },
      ),
    [setParams, config],
  );

  const selection = useSelection<Id>(JSON.stringify(state));
  const defaults = defaultListState(config);
  const filtered = state.search.trim() !== '' || state.status !== defaults.status || state.filter !== null;

  return {
    state,
    query: listQueryOf(state),
    set,
    setPage: (page) => set({ page }),
    setLimit: (limit) => set({ limit }),
    setSearch: (search) => set({ search }, { replace: true }),
    setStatus: (status) => set({ status }),
    toggleTile: (tile) => set({ filter: toggleTile(state.filter, tile) }),
    toggleSort: (column) => set(nextSort(state, column)),
    clearFilters: () => set({ search: '', status: defaults.status, filter: null }),
    filtered,
    selection,
  };
}
