import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';

import { SUPER_ADMIN_ROLE, TOKENS } from '@app/contracts';

import type { SessionUser } from '../auth/types';
import { UNBATCHED, type trpc as trpcProxy } from '../lib/api/client';
import { tokenStore, usableClaims } from '../lib/tokens';
import { companyListQuery } from './companies/company-list';
import { adminPageFor } from './pages';
import { AdminPortal } from './portal';

let preloaded: Promise<void> | undefined;
let settled = false;

/**
 * A fresh load of the admin host with a stored session: while auth.me is in flight, load the shell
 * and the screen of the address, and fetch the screen's first data (the companies list) with the
 * query the screen itself makes: together with auth.me when the stored token is a super admin's,
 * else once auth.me says so. The screen then renders at once, from the cache, instead of each step
 * starting after the one before.
 */
export function preloadAdmin(
  queryClient: QueryClient,
  trpc: typeof trpcProxy,
  session: Promise<SessionUser | undefined>,
  { pathname, search } = window.location,
): void {
  preloaded = Promise.allSettled([AdminPortal.preload(), adminPageFor(pathname).preload()]).then(() => {
    settled = true;
  });
  const listInput = matchPath('/companies', pathname) ? companyListQuery(search) : undefined;
  const prefetchData = () => {
    if (!listInput) return;
    const unbatched = { trpc: { context: UNBATCHED } };
    void queryClient.prefetchQuery(trpc.platform.companies.list.queryOptions(listInput, unbatched));
    // The list waits for the super admin's columns too: they come with the rows, not after them.
    void queryClient.prefetchQuery(trpc.platform.listLayouts.get.queryOptions({ list: 'companies' }, unbatched));
  };
  // A token that plainly is a super admin's: ask for the data together with the profile. Otherwise
  // (a company user's token, one about to expire) only once the profile says it is a super admin.
  if (isSuperAdminToken(tokenStore.get().accessToken)) prefetchData();
  else
    void session.then((user) => {
      if (user?.role === SUPER_ADMIN_ROLE) prefetchData();
    });
}

/** Whether the stored access token plainly is a super admin's platform token (usableClaims). */
export function isSuperAdminToken(token: string | null, now = Date.now()): boolean {
  const claims = usableClaims(token, now);
  return claims?.role === SUPER_ADMIN_ROLE && claims.aud === TOKENS.platformAudience;
}

/**
 * False while the modules preloaded on start are still loading. Waiting here (instead of letting
 * the lazy shell suspend) keeps the same full-screen loader up and lets the shell and its screen
 * appear in one render.
 */
export function useAdminPreloaded(): boolean {
  const [done, setDone] = useState(() => preloaded === undefined || settled);
  useEffect(() => {
    if (done || !preloaded) return;
    let live = true;
    void preloaded.then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
