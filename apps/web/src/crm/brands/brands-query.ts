/**
 * The Brands list's calls as the screen makes them (useBrands), shared with the prefetch on a fresh
 * load (company/preload.ts) so both use the same query keys and the screen finds the data there.
 */
import type { QueryClient } from '@tanstack/react-query';

import { BRAND_TILE_FILTERS } from '@app/contracts';

import { UNBATCHED, type trpc as trpcProxy } from '../../lib/api/client';
import { defineListConfig, listQueryOf, parseListState, type ListQuery } from '../../kit/list/list-state';

const STATUSES = ['all'] as const;
type BrandTileFilter = (typeof BRAND_TILE_FILTERS)[number];
/** The one sort every company's brands have; the others are its custom columns. */
const DEFAULT_SORT = 'createdAt';

/** The list's state config for the sort keys the company's columns allow. */
export const brandListConfig = (sorts: readonly string[]) =>
  defineListConfig<BrandTileFilter, 'all', string>({
    filters: BRAND_TILE_FILTERS,
    statuses: STATUSES,
    sorts: sorts.includes(DEFAULT_SORT) ? sorts : [...sorts, DEFAULT_SORT],
    defaultSort: DEFAULT_SORT,
  });

/** The brands list's input for a state (the status tile is the screen's alone). */
export const brandListInput = ({ status: _status, ...query }: ListQuery<BrandTileFilter, 'all', string>) => query;

/**
 * A fresh load of /crm/brands: the columns and, unless the address sorts by a custom column (known
 * only once the columns are in), the first page, together with the profile.
 */
export function prefetchBrands(queryClient: QueryClient, trpc: typeof trpcProxy, search: string): Promise<unknown> {
  const unbatched = { trpc: { context: UNBATCHED } };
  const columns = queryClient.prefetchQuery(trpc.crm.customColumns.list.queryOptions({ entity: 'brand' }, unbatched));
  const params = new URLSearchParams(search);
  if ((params.get('sort') ?? DEFAULT_SORT) !== DEFAULT_SORT) return columns;
  const state = parseListState(params, brandListConfig([DEFAULT_SORT]));
  const page = queryClient.prefetchQuery(
    trpc.crm.brands.list.queryOptions(brandListInput(listQueryOf(state)), unbatched),
  );
  return Promise.all([columns, page]);
}
