/**
 * The companies list's URL state and the input of its call. Kept apart from company-model (which
 * carries the form schemas) so the app can prefetch the first page on load without loading them.
 */
import { LIST_TILE_FILTERS } from '@app/contracts';

import { defineListConfig, listQueryOf, parseListState } from '../../kit/list/list-state';

export const COMPANY_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type CompanyStatusFilter = (typeof COMPANY_STATUS_FILTERS)[number];
export const COMPANY_LIST_SORTS = ['name', 'subdomain', 'createdAt', 'expiryDate', 'status'] as const;
export type CompanySort = (typeof COMPANY_LIST_SORTS)[number];

/** The list's URL state (page, limit, search, status, filter, sort, order). */
export const COMPANY_LIST = defineListConfig({
  filters: LIST_TILE_FILTERS,
  statuses: COMPANY_STATUS_FILTERS,
  sorts: COMPANY_LIST_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});

/** The list call's input for a URL query string, exactly as the page builds it (same query key). */
export const companyListQuery = (search: string) =>
  listQueryOf(parseListState(new URLSearchParams(search), COMPANY_LIST));
