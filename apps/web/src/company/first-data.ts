/**
 * The first data of the screen a fresh load opens, asked for together with the profile
 * (company/preload.ts) with the very queries the screen makes, so the screen renders with it at once
 * instead of asking only after the shell has rendered. Each answer counts as the screen's own
 * mount fetch (lib/api/first-fetch.ts). Resolves once every call it started has settled.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';

import { UNBATCHED, type trpc as trpcProxy } from '../lib/api/client';
import { prefetchFirstFetch } from '../lib/api/first-fetch';
import { prefetchBrands } from '../crm/brands/brands-query';
import { prefetchLeads } from '../crm/leads/leads-query';
import { crmSummaryOptions } from './dashboard/dashboard-query';
import { COMPANY_PATHS } from './paths';

const unbatched = { trpc: { context: UNBATCHED } };

export function prefetchFirstData(
  queryClient: QueryClient,
  trpc: typeof trpcProxy,
  userId: string,
  { pathname, search }: { pathname: string; search: string },
): Promise<unknown> {
  const at = (path: string) => matchPath(path, pathname);
  // Every screen's header and title read the company's profile: it comes with the first data, so
  // the shell does not render a second time when it lands.
  const calls: Promise<unknown>[] = [
    queryClient.prefetchQuery(trpc.company.profile.get.queryOptions(undefined, unbatched)),
  ];
  // A list waits for the person's columns too; they come with the rows, not after them.
  const layout = (list: 'leads' | 'brands') =>
    queryClient.prefetchQuery(trpc.user.listLayouts.get.queryOptions({ list }, unbatched));
  if (at(COMPANY_PATHS.crmLeads)) {
    // The company's lead fields are columns of the list, which waits for them as for the layout.
    const fields = queryClient.prefetchQuery(trpc.crm.customColumns.list.queryOptions({ entity: 'lead' }, unbatched));
    calls.push(prefetchLeads(queryClient, trpc, userId, search), layout('leads'), fields);
  }
  if (at(COMPANY_PATHS.crmBrands)) calls.push(prefetchBrands(queryClient, trpc, search), layout('brands'));
  const lead = at(COMPANY_PATHS.crmLead);
  if (lead?.params.id)
    calls.push(prefetchFirstFetch(queryClient, trpc.crm.leads.get.queryOptions({ id: lead.params.id }, unbatched)));
  if (at(COMPANY_PATHS.dashboard)) {
    calls.push(prefetchFirstFetch(queryClient, crmSummaryOptions(trpc)));
    calls.push(queryClient.prefetchQuery(trpc.company.dashboard.get.queryOptions(undefined, unbatched)));
  }
  return Promise.allSettled(calls);
}
