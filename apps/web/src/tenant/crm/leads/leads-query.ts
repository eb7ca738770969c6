/**
 * The Leads list's call as the screen makes it, shared with the prefetch on a fresh load
 * (tenant/preload.ts) so that both use the same query key and the screen finds the prefetched page.
 */
import type { QueryClient } from '@tanstack/react-query';

import { UNBATCHED, type trpc as trpcProxy } from '../../../lib/api/client';
import type { RouterInputs } from '../../../lib/api/types';
import { crmQueryOf, parseCrmList } from '../kit/crm-list-state';
import { leadsViewKey } from './board/leads-view';
import { LEADS_LIST, type LeadsQuery } from './leads-list';

/** The URL state keeps only values of the filters' own lists (crm-list-state), so the narrower type holds. */
export const asListInput = (query: LeadsQuery) => query as RouterInputs['crm']['leads']['list'];

/** The list's input for an address's query string, as useCrmListState reads it. */
export const leadsQueryOf = (search: string): LeadsQuery =>
  crmQueryOf(parseCrmList(new URLSearchParams(search), LEADS_LIST));

/** How long a prefetched page counts as the screen's own first fetch. */
const PREFETCH_FRESH_MS = 10_000;
/** Each prefetched list query and the data it holds from that prefetch (its dataUpdatedAt). */
const prefetched = new WeakMap<object, number>();

/**
 * The list refetches whenever the screen mounts (another user may have changed the leads), except
 * on the first mount right after the prefetch of the same page on a fresh load: that answer is the
 * mount's fetch. A prefetch still in flight is joined, not repeated. A write since (invalidation)
 * or a later mount (back from a lead's page) refetches as usual.
 */
export function refetchListOnMount(query: {
  state: { dataUpdatedAt: number; isInvalidated?: boolean };
}): boolean | 'always' {
  const at = query.state.dataUpdatedAt;
  const fresh = prefetched.get(query) === at && Date.now() - at < PREFETCH_FRESH_MS && !query.state.isInvalidated;
  return fresh ? false : 'always';
}

/**
 * A fresh load of /crm/leads: the first page, unbatched, as soon as the profile is known, while the
 * shell and the screen are still loading. Not for the board view (its own calls) or a signed-out user.
 */
export function prefetchLeads(queryClient: QueryClient, trpc: typeof trpcProxy, userId: string, search: string): void {
  if (localStorage.getItem(leadsViewKey(userId)) === JSON.stringify('board')) return;
  const options = trpc.crm.leads.list.queryOptions(asListInput(leadsQueryOf(search)), {
    trpc: { context: UNBATCHED },
  });
  void queryClient.prefetchQuery(options).then(() => {
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
