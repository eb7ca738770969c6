/**
 * The first data of the screen a fresh load opens, asked for together with the profile
 * (tenant/preload.ts) with the very queries the screen makes, so the screen renders with it at once
 * instead of asking only after the shell has rendered. Each answer counts as the screen's own
 * mount fetch (lib/api/first-fetch.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';

import { UNBATCHED, type trpc as trpcProxy } from '../lib/api/client';
import { prefetchFirstFetch } from '../lib/api/first-fetch';
import { prefetchBrands } from './crm/brands/brands-query';
import { prefetchLeads } from './crm/leads/leads-query';
import { crmSummaryOptions } from './dashboard/dashboard-query';
import { COMPANY_PATHS } from './pages';

const unbatched = { trpc: { context: UNBATCHED } };

export function prefetchFirstData(
  queryClient: QueryClient,
  trpc: typeof trpcProxy,
  userId: string,
  { pathname, search }: { pathname: string; search: string },
): void {
  const at = (path: string) => matchPath(path, pathname);
  if (at(COMPANY_PATHS.crmLeads)) prefetchLeads(queryClient, trpc, userId, search);
  if (at(COMPANY_PATHS.crmBrands)) prefetchBrands(queryClient, trpc, search);
  const lead = at(COMPANY_PATHS.crmLead);
  if (lead?.params.id)
    void prefetchFirstFetch(queryClient, trpc.crm.leads.get.queryOptions({ id: lead.params.id }, unbatched));
  if (at(COMPANY_PATHS.dashboard)) {
    void prefetchFirstFetch(queryClient, crmSummaryOptions(trpc));
    void queryClient.prefetchQuery(trpc.company.dashboard.get.queryOptions(undefined, unbatched));
  }
}
