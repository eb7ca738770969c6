/**
 * The dashboard's CRM figures as the screen asks for them, shared with the prefetch on a fresh load
 * (company/first-data.ts): its own request (not batched with the team figures), so a slow or failed
 * CRM holds nothing up, and read again on every visit, as CRM records change on other screens.
 */
import { UNBATCHED, type trpc as trpcProxy } from '../../lib/api/client';
import { refetchUnlessPrefetched } from '../../lib/api/first-fetch';

export const crmSummaryOptions = (trpc: typeof trpcProxy) => ({
  ...trpc.crm.dashboard.get.queryOptions(undefined, { trpc: { context: UNBATCHED } }),
  staleTime: 0,
  refetchOnMount: refetchUnlessPrefetched,
});
