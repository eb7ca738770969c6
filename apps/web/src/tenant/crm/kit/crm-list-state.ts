/**
 * A CRM list's query in the URL: the shared list state (page, limit, search, sort, order) plus named
 * filters (stage, priority, brandId, ...). Pure: useCrmListState wires it to the router.
 *
 *   const LEADS = defineCrmList({
 *     filters: { stage: LEAD_STAGES, priority: PRIORITIES, brandId: 'id' },
 *     sorts: ['date', 'clientName'], defaultSort: 'date',
 *   });
 *
 * A filter is either a value list (anything else in the URL is dropped) or 'id' (any short token).
 * Empty filters are left out of the URL and of the query (spec 002 §5.4).
 */
import {
  applyListChange,
  defineListConfig,
  listQueryOf,
  parseListState,
  writeListState,
  type ListConfig,
  type ListState,
  type SortOrder,
} from '../../../shared/list/list-state';

export type FilterSpec = readonly string[] | 'id';

export interface CrmListConfig<K extends string, S extends string> {
  filters: Readonly<Record<K, FilterSpec>>;
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
}

export interface CrmListState<K extends string, S extends string> {
  page: number;
  limit: number;
  search: string;
  sort: S;
  order: SortOrder;
  /** Every filter, '' when unset. */
  filters: Record<K, string>;
}

export type CrmListChange<K extends string, S extends string> = Partial<Omit<CrmListState<K, S>, 'filters'>> & {
  filters?: Partial<Record<K, string>>;
};

/** Keeps the literal types of a config. */
export const defineCrmList = <K extends string, S extends string>(config: CrmListConfig<K, S>) => config;

const ID_TOKEN = /^[\w-]{1,64}$/;

/** The shared state's part of a CRM config (no tiles, no status: CRM filters carry their own names). */
const sharedConfig = <S extends string>(config: CrmListConfig<string, S>): ListConfig<never, 'all', S> =>
  defineListConfig<never, 'all', S>({
    filters: [],
    statuses: ['all'],
    sorts: config.sorts,
    defaultSort: config.defaultSort,
    defaultOrder: config.defaultOrder,
  });

const filterKeys = <K extends string>(config: CrmListConfig<K, string>) => Object.keys(config.filters) as K[];

function validFilter(spec: FilterSpec, raw: string | null | undefined): string {
  if (!raw) return '';
  if (spec === 'id') return ID_TOKEN.test(raw) ? raw : '';
  return spec.includes(raw) ? raw : '';
}

export function parseCrmList<K extends string, S extends string>(
  params: URLSearchParams,
  config: CrmListConfig<K, S>,
): CrmListState<K, S> {
  const { page, limit, search, sort, order } = parseListState(params, sharedConfig(config));
  const filters = {} as Record<K, string>;
  for (const key of filterKeys(config)) filters[key] = validFilter(config.filters[key], params.get(key));
  return { page, limit, search, sort, order, filters };
}

const asShared = <S extends string>(state: CrmListState<string, S>): ListState<never, 'all', S> => ({
  page: state.page,
  limit: state.limit,
  search: state.search,
  sort: state.sort,
  order: state.order,
  status: 'all',
  filter: null,
});

/** `current` with the list's keys set from `state` (defaults and empty filters removed); other keys kept. */
export function writeCrmList<K extends string, S extends string>(
  current: URLSearchParams,
  state: CrmListState<K, S>,
  config: CrmListConfig<K, S>,
): URLSearchParams {
  // The shared writer first: it clears its own 'status' key, which a CRM filter may reuse.
  const next = writeListState(current, asShared(state), sharedConfig(config));
  for (const key of filterKeys(config)) {
    const value = validFilter(config.filters[key], state.filters[key]);
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The state after a change; a change of search, filters, sort or page size goes back to page 1. */
export function applyCrmChange<K extends string, S extends string>(
  state: CrmListState<K, S>,
  change: CrmListChange<K, S>,
): CrmListState<K, S> {
  const { filters, ...rest } = change;
  const merged = applyListChange(asShared(state), rest);
  const nextFilters = { ...state.filters, ...filters } as Record<K, string>;
  const refiltered = filterKeysOf(nextFilters).some((key) => nextFilters[key] !== state.filters[key]);
  return {
    page: refiltered && change.page === undefined ? 1 : merged.page,
    limit: merged.limit,
    search: merged.search,
    sort: merged.sort,
    order: merged.order,
    filters: nextFilters,
  };
}

const filterKeysOf = <K extends string>(filters: Record<K, string>) => Object.keys(filters) as K[];

/** The list call's input: page, limit, sort, order, the trimmed search and the set filters only. */
export function crmQueryOf<K extends string, S extends string>(state: CrmListState<K, S>) {
  const { page, limit, sort, order, search } = listQueryOf(asShared(state));
  const filters: Partial<Record<K, string>> = {};
  for (const key of filterKeysOf(state.filters)) if (state.filters[key]) filters[key] = state.filters[key];
  return { page, limit, sort, order, ...(search ? { search } : {}), ...filters };
}

/** Whether search or any filter narrows the list. */
export const isCrmFiltered = (state: CrmListState<string, string>) => activeFilterCount(state) > 0;

/** How many of the search and the filters narrow the list (the phone's "Filters (2)"). */
export const activeFilterCount = (state: CrmListState<string, string>) =>
  (state.search.trim() !== '' ? 1 : 0) + Object.values(state.filters).filter(Boolean).length;

/** Every filter and the search emptied. */
export function clearedFilters<K extends string, S extends string>(state: CrmListState<K, S>): CrmListChange<K, S> {
  const filters = {} as Record<K, string>;
  for (const key of filterKeysOf(state.filters)) filters[key] = '';
  return { search: '', filters };
}

/** The list call's input for a list with filters K and sorts S. */
export type CrmQuery<K extends string, S extends string> = ReturnType<typeof crmQueryOf<K, S>>;
