/**
 * The Leads list's call as the screen makes it, shared with the prefetch on a fresh load
 * (company/preload.ts) so that both use the same query key and the screen finds the prefetched page.
 */
import type { QueryClient } from '@tanstack/react-query';

import { UNBATCHED, type trpc as trpcProxy } from '../../lib/api/client';
import { prefetchFirstFetch } from '../../lib/api/first-fetch';
import type { RouterInputs } from '../../lib/api/types';
import { crmQueryOf, parseCrmList } from '../kit/crm-list-state';
import { leadsViewKey } from './board/leads-view';
import { LEADS_LIST, type LeadsQuery } from './leads-list';

/** The URL state keeps only values of the filters' own lists (crm-list-state), so the narrower type holds. */
export const asListInput = (query: LeadsQuery) => query as RouterInputs['crm']['leads']['list'];

/** The list's input for an address's query string, as useCrmListState reads it. */
export const leadsQueryOf = (search: string): LeadsQuery =>
  crmQueryOf(parseCrmList(new URLSearchParams(search), LEADS_LIST));

/**
 * A fresh load of /crm/leads: the first page, unbatched, as soon as the profile is known, while the
 * shell and the screen are still loading; the screen's mount takes it as its own fetch (first-fetch.ts).
 * Not for the board view (its own calls) or a signed-out user.
 */
export function prefetchLeads(
  queryClient: QueryClient,
  trpc: typeof trpcProxy,
  userId: string,
  search: string,
): Promise<void> {
  if (localStorage.getItem(leadsViewKey(userId)) === JSON.stringify('board')) return Promise.resolve();
  return prefetchFirstFetch(
    queryClient,
    trpc.crm.leads.list.queryOptions(asListInput(leadsQueryOf(search)), { trpc: { context: UNBATCHED } }),
  );
}
