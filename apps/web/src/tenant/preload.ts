import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';

import type { SessionUser } from '../auth/types';
import type { trpc as trpcProxy } from '../lib/api/client';
import { COMPANY_PATHS, CompanyPortal, companyPageFor } from './pages';

/**
 * A fresh load of a company's host with a stored session: load the portal's shell and the screen of
 * the address while the profile is being fetched, instead of after it; ask for the host's check and
 * theme (the first render would, one step later) and, on the leads list, for its first page as soon
 * as the profile says who is signed in (crm/leads/leads-query.ts), so the screen renders with it.
 */
export function preloadCompany(
  queryClient: QueryClient,
  trpc: typeof trpcProxy,
  subdomain: string,
  session: Promise<SessionUser | undefined>,
  { pathname, search } = window.location,
): void {
  void Promise.allSettled([CompanyPortal.preload(), companyPageFor(pathname).preload()]);
  // The same queries (keys and options) as useTenantCheck, so its first render finds them in flight.
  void queryClient.prefetchQuery({ ...trpc.public.checkSubdomain.queryOptions({ subdomain }), staleTime: Infinity });
  void queryClient.prefetchQuery({
    ...trpc.public.theme.queryOptions({ subdomain }),
    staleTime: Infinity,
    retry: false,
  });
  if (matchPath(COMPANY_PATHS.crmLeads, pathname))
    void Promise.all([import('./crm/leads/board/LeadsScreen'), session]).then(([leads, user]) => {
      if (user) leads.prefetchLeads(queryClient, trpc, user.id, search);
    });
}
