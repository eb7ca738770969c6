/**
 * Previous / next on the lead page, within the list it was opened from. The list's state lives in
 * the URL (crm-list-state); a row passes that query string on, plus its place in the whole
 * filtered, ordered list (`at`, 1-based). The neighbours are then the list call's pages of one at
 * at-1 and at+1: the same filter and order, without loading the list again.
 */
import { COMPANY_PATHS } from '../../../company/paths';
import { crmQueryOf, parseCrmList, writeCrmList, type CrmListState } from '../../kit/crm-list-state';
import { LEADS_LIST, type LeadFilter, type LeadSort, type LeadsQuery } from '../leads-list';

export const POSITION_PARAM = 'at';

export const leadPath = (id: string) => `${COMPANY_PATHS.crmLeads}/${encodeURIComponent(id)}`;

/** The list's own query string (no page position) for a list state. */
const listSearch = (state: CrmListState<LeadFilter, LeadSort>) =>
  writeCrmList(new URLSearchParams(), state, LEADS_LIST);

/**
 * The lead's page. From a list row, it carries the list's filters and order and the row's position
 * (`index` on the row's page) for previous / next; from anywhere else, just the lead.
 */
export function leadPageHref(id: string, state?: CrmListState<LeadFilter, LeadSort>, index = 0): string {
  if (!state) return leadPath(id);
  const params = listSearch(state);
  params.set(POSITION_PARAM, String((state.page - 1) * state.limit + index + 1));
  return `${leadPath(id)}?${params.toString()}`;
}

/** The position a lead page was opened at, or null (opened from elsewhere: no previous / next). */
export function positionOf(params: URLSearchParams): number | null {
  const raw = params.get(POSITION_PARAM);
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** The list call that answers the lead at `position` of the list in `params`. */
export function neighbourQuery(params: URLSearchParams, position: number): LeadsQuery {
  return { ...crmQueryOf(parseCrmList(params, LEADS_LIST)), page: position, limit: 1 };
}

/** The lead page of the neighbour at `position`, the list's state carried on. */
export function neighbourHref(params: URLSearchParams, id: string, position: number): string {
  const next = listSearch(parseCrmList(params, LEADS_LIST));
  next.set(POSITION_PARAM, String(position));
  return `${leadPath(id)}?${next.toString()}`;
}

/** Back to the list as it was: its filters, order and the page the lead was on. */
export function listHref(params: URLSearchParams): string {
  const state = parseCrmList(params, LEADS_LIST);
  const position = positionOf(params);
  const page = position === null ? state.page : Math.ceil(position / state.limit);
  const search = listSearch({ ...state, page }).toString();
  return search ? `${COMPANY_PATHS.crmLeads}?${search}` : COMPANY_PATHS.crmLeads;
}
