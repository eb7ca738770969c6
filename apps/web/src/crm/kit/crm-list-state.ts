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
 * Empty filters are left out of the URL and of the query (docs/product/crm.md#lists).
 *
 * A list of records that carry the company's custom fields (`customFields: true`) also sorts by one
 * of them (`sort=customFields.region`) and filters by one (`customField=region&customValue=north`).
 */
import { COLUMN_LIMITS, COLUMN_NAME_PATTERN, isCustomSortKey, type CustomSortKey } from '@app/contracts';

import {
  applyListChange,
  defineListConfig,
  listQueryOf,
  parseListState,
  writeListState,
  type ListConfig,
  type ListState,
  type SortOrder,
} from '../../kit/list/list-state';

export type FilterSpec = readonly string[] | 'id';

export interface CrmListConfig<K extends string, S extends string> {
  filters: Readonly<Record<K, FilterSpec>>;
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
  /** The records carry custom fields: the list sorts and filters by them too. */
  customFields?: boolean;
}

/** The one custom field the list is filtered by, and the value (an option's value, 'true', 'false'). */
export interface CustomFilter {
  field: string;
  value: string;
}

/** A list's sort: one of its own columns or, on lists of records with custom fields, one of those. */
export type CrmSort<S extends string> = S | CustomSortKey;

export interface CrmListState<K extends string, S extends string> {
  page: number;
  limit: number;
  search: string;
  sort: CrmSort<S>;
  order: SortOrder;
  /** Every filter, '' when unset. */
  filters: Record<K, string>;
  /** The custom-field filter, or null (always null on lists without custom fields). */
  custom: CustomFilter | null;
}

export type CrmListChange<K extends string, S extends string> = Partial<Omit<CrmListState<K, S>, 'filters'>> & {
  filters?: Partial<Record<K, string>>;
};

/** Keeps the literal types of a config. */
export const defineCrmList = <K extends string, S extends string>(config: CrmListConfig<K, S>) => config;

const ID_TOKEN = /^[\w-]{1,64}$/;

/** The shared state's part of a CRM config (no tiles, no status: CRM filters carry their own names). */
const sharedConfig = <S extends string>(config: CrmListConfig<string, S>): ListConfig<never, 'all', CrmSort<S>> =>
  defineListConfig<never, 'all', CrmSort<S>>({
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

export const CUSTOM_FIELD_KEY = 'customField';
export const CUSTOM_VALUE_KEY = 'customValue';
/** Option values and yes / no fit well within this; longer text in the address is dropped. */
const CUSTOM_VALUE_MAX = 200;

/** The custom-field filter in an address: a well-formed field name and a one-line value, or none. */
function parseCustomFilter(params: URLSearchParams): CustomFilter | null {
  const field = params.get(CUSTOM_FIELD_KEY) ?? '';
  const value = (params.get(CUSTOM_VALUE_KEY) ?? '').trim();
  const fieldOk = field.length <= COLUMN_LIMITS.nameMax && COLUMN_NAME_PATTERN.test(field);
  const valueOk = value !== '' && value.length <= CUSTOM_VALUE_MAX && !/[\r\n]/.test(value);
  return fieldOk && valueOk ? { field, value } : null;
}

export function parseCrmList<K extends string, S extends string>(
  params: URLSearchParams,
  config: CrmListConfig<K, S>,
): CrmListState<K, S> {
  const { page, limit, search, sort: ownSort, order } = parseListState(params, sharedConfig(config));
  const filters = {} as Record<K, string>;
  for (const key of filterKeys(config)) filters[key] = validFilter(config.filters[key], params.get(key));
  const rawSort = params.get('sort') ?? '';
  const sort = config.customFields && isCustomSortKey(rawSort) ? rawSort : ownSort;
  const custom = config.customFields ? parseCustomFilter(params) : null;
  return { page, limit, search, sort, order, filters, custom };
}

const asShared = <S extends string>(state: CrmListState<string, S>): ListState<never, 'all', CrmSort<S>> => ({
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
  const custom = config.customFields ? state.custom : null;
  if (custom) {
    next.set(CUSTOM_FIELD_KEY, custom.field);
    next.set(CUSTOM_VALUE_KEY, custom.value);
  } else {
    next.delete(CUSTOM_FIELD_KEY);
    next.delete(CUSTOM_VALUE_KEY);
  }
  return next;
}

/** The state after a change; a change of search, filters, sort or page size goes back to page 1. */
export function applyCrmChange<K extends string, S extends string>(
  state: CrmListState<K, S>,
  change: CrmListChange<K, S>,
): CrmListState<K, S> {
  const { filters, custom: customChange, ...rest } = change;
  const merged = applyListChange(asShared(state), rest);
  const nextFilters = { ...state.filters, ...filters } as Record<K, string>;
  const custom = customChange === undefined ? state.custom : customChange;
  const refiltered =
    filterKeysOf(nextFilters).some((key) => nextFilters[key] !== state.filters[key]) ||
    !sameCustom(custom, state.custom);
  return {
    page: refiltered && change.page === undefined ? 1 : merged.page,
    limit: merged.limit,
    search: merged.search,
    sort: merged.sort,
    order: merged.order,
    filters: nextFilters,
    custom,
  };
}

const sameCustom = (a: CustomFilter | null, b: CustomFilter | null) =>
  a === b || (a !== null && b !== null && a.field === b.field && a.value === b.value);

const filterKeysOf = <K extends string>(filters: Record<K, string>) => Object.keys(filters) as K[];

/** The list call's input: page, limit, sort, order, the trimmed search and the set filters only. */
export function crmQueryOf<K extends string, S extends string>(state: CrmListState<K, S>) {
  const { page, limit, sort, order, search } = listQueryOf(asShared(state));
  const filters: Partial<Record<K, string>> = {};
  for (const key of filterKeysOf(state.filters)) if (state.filters[key]) filters[key] = state.filters[key];
  const custom: { customField?: string; customValue?: string } = state.custom
    ? { customField: state.custom.field, customValue: state.custom.value }
    : {};
  return { page, limit, sort, order, ...(search ? { search } : {}), ...filters, ...custom };
}

/** Whether search or any filter narrows the list. */
export const isCrmFiltered = (state: CrmListState<string, string>) => activeFilterCount(state) > 0;

/** How many of the search and the filters narrow the list (the phone's "Filters (2)"). */
export const activeFilterCount = (state: CrmListState<string, string>) =>
  (state.search.trim() !== '' ? 1 : 0) + Object.values(state.filters).filter(Boolean).length + (state.custom ? 1 : 0);

/** Every filter and the search emptied. */
export function clearedFilters<K extends string, S extends string>(state: CrmListState<K, S>): CrmListChange<K, S> {
  const filters = {} as Record<K, string>;
  for (const key of filterKeysOf(state.filters)) filters[key] = '';
  return { search: '', filters, custom: null };
}

/** The list call's input for a list with filters K and sorts S. */
export type CrmQuery<K extends string, S extends string> = ReturnType<typeof crmQueryOf<K, S>>;
