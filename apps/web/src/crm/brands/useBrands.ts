/**
 * The Brands screen's data (docs/product/crm.md#brands): the columns first (the table and the sort keys follow
 * them), then the page of brands, searched, filtered, sorted and paged on the server with the
 * state in the URL. Column and brand changes invalidate both, so the table follows without reload.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { BRAND_TILE_FILTERS } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { useListState } from '../../kit/list';
import { sortKeysOf } from './brand-columns';
import { brandListConfig, brandListInput } from './brands-query';

export function useBrands() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const columns = useQuery(trpc.crm.customColumns.list.queryOptions({ entity: 'brand' }));
  const names = useMemo(() => sortKeysOf(columns.data?.columns ?? []), [columns.data]);
  const config = useMemo(() => brandListConfig(names), [names]);
  const list = useListState<(typeof BRAND_TILE_FILTERS)[number], 'all', string, string>(config);
  const brands = useQuery({
    ...trpc.crm.brands.list.queryOptions(brandListInput(list.query)),
    enabled: columns.isSuccess,
    placeholderData: keepPreviousData,
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.crm.brands.pathFilter()),
      queryClient.invalidateQueries(trpc.crm.customColumns.pathFilter()),
    ]);

  return { columns, brands, list, refresh };
}

export type BrandsData = ReturnType<typeof useBrands>;
