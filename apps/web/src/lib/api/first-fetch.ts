/**
 * A screen's first data fetched on a fresh load before the screen mounts (company/preload.ts), and
 * that answer counted as the screen's own mount fetch. Screens whose data others change (lists, a
 * lead, the dashboard's figures) refetch whenever they mount; right after the prefetch that would
 * ask the server the same question twice in a second.
 *
 *   prefetchFirstFetch(queryClient, trpc.crm.leads.get.queryOptions({ id }, unbatched));
 *   useQuery({ ...trpc.crm.leads.get.queryOptions({ id }), refetchOnMount: refetchUnlessPrefetched });
 */
import type { DefaultError, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long a prefetched answer counts as the screen's own first fetch. */
export const PREFETCH_FRESH_MS = 10_000;
/** Each prefetched query and the data it holds from that prefetch (its dataUpdatedAt). */
const prefetched = new WeakMap<object, number>();

/**
 * refetchOnMount for such a screen: always, except on the first mount right after the prefetch of
 * the same query. A prefetch still in flight is joined, not repeated. A write since (invalidation)
 * or a later mount (back from another screen) refetches as usual.
 */
export function refetchUnlessPrefetched(query: {
  state: { dataUpdatedAt: number; isInvalidated?: boolean };
}): boolean | 'always' {
  const at = query.state.dataUpdatedAt;
  const fresh = prefetched.get(query) === at && Date.now() - at < PREFETCH_FRESH_MS && !query.state.isInvalidated;
  return fresh ? false : 'always';
}

/** Prefetches the query and marks its answer for the first screen that mounts it. */
export function prefetchFirstFetch<T = unknown, E = DefaultError, D = T, K extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, E, D, K>,
): Promise<void> {
  return queryClient.prefetchQuery(options).then(() => {
    const cache = queryClient.getQueryCache();
    const query = cache.find({ queryKey: options.queryKey, exact: true });
    if (query?.state.status !== 'success') return;
    prefetched.set(query, query.state.dataUpdatedAt);
    // Only the first screen to mount takes it: the observer is added, then asks whether to fetch
    // (synchronously), so the mark is dropped just after that answer. A user who goes elsewhere
    // never mounts the screen; past the fresh time the mark would refetch anyway, so the listener
    // and the mark end then instead of living as long as the page.
    const forget = () => {
      stop();
      clearTimeout(expiry);
      setTimeout(() => prefetched.delete(query), 0);
    };
    const stop = cache.subscribe((event) => {
      if (event.query === query && event.type === 'observerAdded') forget();
    });
    const expiry = setTimeout(forget, PREFETCH_FRESH_MS);
  });
}
