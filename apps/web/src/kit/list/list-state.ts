/**
 * A server-side list's query (page, page size, search, status, tile filter, sort, order) as URL
 * query parameters, both ways. Pure: useListState wires it to the router.
 *
 *   const config = defineListConfig({
 *     filters: LIST_TILE_FILTERS, statuses: ['all', 'active', 'inactive'],
 *     sorts: COMPANY_SORT_FIELDS, defaultSort: 'createdAt',
 *   });
 *   parseListState(new URLSearchParams('page=2&sort=name&order=asc'), config);
 *
 * Defaults are left out of the URL, unknown or malformed values fall back to the defaults, and other
 * query parameters are kept as they are. `prefix` namespaces the keys ('u' → uPage, uSearch, ...) when
 * two lists share a page.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_ORDERS } from '@app/contracts';

export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ListConfig<F extends string = string, St extends string = string, S extends string = string> {
  /** Tile filters (total, currentWeek, ...); none active is `null`. */
  filters: readonly F[];
  /** Status dropdown values, the first being the default ('all'). */
  statuses: readonly St[];
  sorts: readonly S[];
  defaultSort: S;
  /** 'desc' unless told. */
  defaultOrder?: SortOrder;
  /** Page sizes offered; 20, 50, 100 unless told. The first is the default unless `defaultLimit`. */
  pageSizes?: readonly number[];
  defaultLimit?: number;
  /** Namespace for the URL keys. */
  prefix?: string;
}

export interface ListState<F extends string = string, St extends string = string, S extends string = string> {
  page: number;
  limit: number;
  search: string;
  status: St;
  filter: F | null;
  sort: S;
  order: SortOrder;
}

/** Keeps the literal types of a config. */
export const defineListConfig = <F extends string, St extends string, S extends string>(config: ListConfig<F, St, S>) =>
  config;

const KEYS = ['page', 'limit', 'search', 'status', 'filter', 'sort', 'order'] as const;
type Key = (typeof KEYS)[number];

export function listKey(config: Pick<ListConfig, 'prefix'>, key: Key): string {
  return config.prefix ? `${config.prefix}${key[0]!.toUpperCase()}${key.slice(1)}` : key;
}

export function pageSizesOf(config: Pick<ListConfig, 'pageSizes'>): readonly number[] {
  return config.pageSizes ?? PAGE_SIZES;
}

export function defaultListState<F extends string, St extends string, S extends string>(
  config: ListConfig<F, St, S>,
): ListState<F, St, S> {
  const sizes = pageSizesOf(config);
  return {
    page: 1,
    limit: config.defaultLimit ?? (sizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : sizes[0]!),
    search: '',
    status: config.statuses[0]!,
    filter: null,
    sort: config.defaultSort,
    order: config.defaultOrder ?? 'desc',
  };
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

export function parseListState<F extends string, St extends string, S extends string>(
  params: URLSearchParams,
  config: ListConfig<F, St, S>,
): ListState<F, St, S> {
  const base = defaultListState(config);
  const get = (key: Key) => params.get(listKey(config, key));
  const pageRaw = get('page');
  const page = pageRaw && /^\d{1,7}$/.test(pageRaw) ? Number(pageRaw) : 0;
  const limitRaw = Number(get('limit'));
  return {
    page: page >= 1 ? page : base.page,
    limit: pageSizesOf(config).includes(limitRaw) ? limitRaw : base.limit,
    search: (get('search') ?? '').slice(0, 200),
    status: oneOf(config.statuses, get('status')) ?? base.status,
    filter: oneOf(config.filters, get('filter')) ?? null,
    sort: oneOf(config.sorts, get('sort')) ?? base.sort,
    order: oneOf(SORT_ORDERS, get('order')) ?? base.order,
  };
}

/** The list call's input for a state: the tile filter as `filter` and a trimmed `search`, both left out when empty. */
export type ListQuery<F extends string = string, St extends string = string, S extends string = string> = Omit<
  ListState<F, St, S>,
  'filter' | 'search'
> & { filter?: F; search?: string };

/**
 * The input of the list call for `state`. The page and anything that fetches the same list ahead of
 * it (a prefetch on load) use this one function, so both produce the same query key.
 */
export function listQueryOf<F extends string, St extends string, S extends string>(
  state: ListState<F, St, S>,
): ListQuery<F, St, S> {
  return {
    page: state.page,
    limit: state.limit,
    status: state.status,
    sort: state.sort,
    order: state.order,
    ...(state.filter ? { filter: state.filter } : {}),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
  };
}

/** `current` with the list's keys replaced by `state` (defaults removed); other keys untouched. */
export function writeListState<F extends string, St extends string, S extends string>(
  current: URLSearchParams,
  state: ListState<F, St, S>,
  config: ListConfig<F, St, S>,
): URLSearchParams {
  const base = defaultListState(config);
  const next = new URLSearchParams(current);
  const values: Record<Key, string | null> = {
    page: state.page === base.page ? null : String(state.page),
    limit: state.limit === base.limit ? null : String(state.limit),
    search: state.search.trim() ? state.search : null,
    status: state.status === base.status ? null : state.status,
    filter: state.filter,
    sort: state.sort === base.sort ? null : state.sort,
    order: state.order === base.order ? null : state.order,
  };
  for (const key of KEYS) {
    const value = values[key];
    if (value === null) next.delete(listKey(config, key));
    else next.set(listKey(config, key), value);
  }
  return next;
}

export type ListChange<F extends string, St extends string, S extends string> = Partial<ListState<F, St, S>>;

/**
 * The state after a change: anything that alters which rows match (search, status, filter, page
 * size, sort) goes back to page 1 unless the change names a page itself.
 */
export function applyListChange<F extends string, St extends string, S extends string>(
  state: ListState<F, St, S>,
  change: ListChange<F, St, S>,
): ListState<F, St, S> {
  const next = { ...state, ...change };
  const reshuffles = (['search', 'status', 'filter', 'limit', 'sort', 'order'] as const).some(
    (key) => key in change && change[key] !== state[key],
  );
  if (reshuffles && change.page === undefined) next.page = 1;
  return next;
}

/** A click on a sortable header: the same column flips the order, another starts ascending. */
export function nextSort<S extends string>(
  current: { sort: S; order: SortOrder },
  column: S,
): { sort: S; order: SortOrder } {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: 'asc' };
}

/** The tile after a click: a second click on the active tile clears it. */
export const toggleTile = <F extends string>(active: F | null, clicked: F): F | null =>
  active === clicked ? null : clicked;

/** Whether anything narrows the list (for the empty state's wording and the chips). */
export function isFiltered(state: Pick<ListState, 'search' | 'status' | 'filter'>, defaultStatus: string): boolean {
  return state.search.trim() !== '' || state.status !== defaultStatus || state.filter !== null;
}

/** '21 to 40 of 45'; '0 to 0 of 0' for an empty list. */
export function rangeOf(page: number, limit: number, total: number): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total), total };
}

/** The last page when the current one ran past the end (rows deleted, a smaller total). */
export function clampPage(page: number, pages: number): number {
  return Math.max(1, Math.min(page, Math.max(1, pages)));
}
