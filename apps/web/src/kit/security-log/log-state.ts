/**
 * A security log screen's query in the URL: the shared list state's page and page size, plus the
 * log's own filters (person, event type, first and last day). Pure: useSecurityLogState wires it
 * to the router. `prefix` namespaces the keys ('s' → sPage, sPerson, ...) on a page that shows
 * other lists too (the company detail page).
 */
import { SECURITY_EVENT_TYPES, type SecurityEventType } from '@app/contracts';

import { defineListConfig, parseListState, writeListState, type ListConfig } from '../list/list-state';

export interface LogState {
  page: number;
  limit: number;
  /** '' when unset, as every filter. */
  actorId: string;
  type: SecurityEventType | '';
  /** 'YYYY-MM-DD', the first day included. */
  from: string;
  to: string;
}

export type LogFilter = 'actorId' | 'type' | 'from' | 'to';
export const LOG_FILTERS: readonly LogFilter[] = ['actorId', 'type', 'from', 'to'];
/** The URL's names for the filters: a person, not an internal id. */
const URL_NAMES: Record<LogFilter, 'person' | 'type' | 'from' | 'to'> = {
  actorId: 'person',
  type: 'type',
  from: 'from',
  to: 'to',
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (raw: string) => DAY.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));

/** The shared state's part: page and page size only (the log has one order, newest first). */
const sharedConfig = (prefix?: string): ListConfig<never, 'all', 'at'> =>
  defineListConfig({ filters: [], statuses: ['all'], sorts: ['at'], defaultSort: 'at', prefix });

/** Namespaced as the shared list's keys are ('s' + 'person' → 'sPerson'). */
const filterKey = (prefix: string | undefined, filter: LogFilter) => {
  const name = URL_NAMES[filter];
  return prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name;
};

function validFilter(filter: LogFilter, raw: string | null): string {
  if (!raw) return '';
  if (filter === 'actorId') return ID.test(raw) ? raw.toLowerCase() : '';
  if (filter === 'type') return (SECURITY_EVENT_TYPES as readonly string[]).includes(raw) ? raw : '';
  return isDay(raw) ? raw : '';
}

export function parseLogState(params: URLSearchParams, prefix?: string): LogState {
  const { page, limit } = parseListState(params, sharedConfig(prefix));
  const get = (filter: LogFilter) => validFilter(filter, params.get(filterKey(prefix, filter)));
  let from = get('from');
  let to = get('to');
  // A range typed backwards into the address means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  return { page, limit, actorId: get('actorId'), type: get('type') as LogState['type'], from, to };
}

/** `current` with the log's keys set from `state` (defaults and empty filters left out); other keys kept. */
export function writeLogState(current: URLSearchParams, state: LogState, prefix?: string): URLSearchParams {
  const shared = { page: state.page, limit: state.limit, search: '', status: 'all', filter: null, sort: 'at' } as const;
  const next = writeListState(current, { ...shared, order: 'desc' }, sharedConfig(prefix));
  for (const filter of LOG_FILTERS) {
    const value = validFilter(filter, state[filter]);
    if (value) next.set(filterKey(prefix, filter), value);
    else next.delete(filterKey(prefix, filter));
  }
  return next;
}

export type LogChange = Partial<LogState>;

/** The state after a change: a change of any filter or of the page size goes back to page 1. */
export function applyLogChange(state: LogState, change: LogChange): LogState {
  const next = { ...state, ...change };
  const refiltered = ([...LOG_FILTERS, 'limit'] as const).some((key) => key in change && change[key] !== state[key]);
  if (refiltered && change.page === undefined) next.page = 1;
  return next;
}

/** The list call's input: page, limit and the filters that are set. */
export function logQueryOf(state: LogState) {
  return {
    page: state.page,
    limit: state.limit,
    ...(state.actorId ? { actorId: state.actorId } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
  };
}

export type LogQuery = ReturnType<typeof logQueryOf>;

export const isLogFiltered = (state: LogState) => LOG_FILTERS.some((filter) => state[filter] !== '');

export const clearedLogFilters: LogChange = { actorId: '', type: '', from: '', to: '' };
