import type { QueryClient } from '@tanstack/react-query';

import { TOKENS } from '@app/contracts';

import type { SessionUser } from '../auth/types';
import type { trpc as trpcProxy } from '../lib/api/client';
import { tokenStore, usableClaims } from '../lib/tokens';
import { prefetchFirstData } from './first-data';
import { companyPageFor } from './pages';
import { CompanyPortal } from './portal';

/**
 * A fresh load of a company's host with a stored session: load the portal's shell and the screen of
 * the address while the profile is being fetched, instead of after it; ask for the host's check and
 * theme (the first render would, one step later) and the screen's first data with the profile
 * (first-data.ts), so the screen renders with it.
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
  // A company token that is not about to expire names the user: the first data leaves with the
  // profile. Otherwise (about to expire, another host's) once the profile says who is signed in.
  const claims = usableClaims(tokenStore.get().accessToken);
  const user = claims && claims.aud !== TOKENS.platformAudience ? Promise.resolve({ id: claims.sub }) : session;
  // The screens' query modules are part of the first script (a few KB), so the data leaves now,
  // not once their chunk has arrived and the main thread is free to run it.
  void user.then((signedIn) => {
    if (signedIn) void prefetchFirstData(queryClient, trpc, signedIn.id, { pathname, search });
  });
}
