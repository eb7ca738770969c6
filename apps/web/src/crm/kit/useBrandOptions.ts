import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../lib/api/client';

/**
 * The company's brands as select options (crm.brands.dropdown): value is the id. A form asks for
 * `fresh` options, so a brand made a moment ago (another tab, the Brands screen) can be picked.
 */
export function useBrandOptions({ fresh = false }: { fresh?: boolean } = {}) {
  const trpc = useTRPC();
  const brands = useQuery({
    ...trpc.crm.brands.dropdown.queryOptions(),
    staleTime: 30_000,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
  const options = (brands.data?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
  /** Known to have none (not while a fresh answer is on its way). */
  const none = brands.isSuccess && !brands.isFetching && options.length === 0;
  return { ...brands, options, none };
}
