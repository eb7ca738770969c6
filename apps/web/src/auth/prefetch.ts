import type { QueryClient } from '@tanstack/react-query';

import { FILE_LINKS } from '@app/contracts';

import { UNBATCHED, type trpc as trpcProxy } from '../lib/api/client';
import { expectSignOutHandler } from '../lib/api/session-events';
import { tokenStore } from '../lib/tokens';
import type { SessionUser } from './types';

/**
 * The profile call as SessionProvider makes it (same key, same options); the prefetch on start sends
 * it unbatched, so it leaves at once.
 */
export const meQueryOptions = (trpc: typeof trpcProxy, context?: typeof UNBATCHED) => ({
  ...trpc.auth.me.queryOptions(undefined, context && { trpc: { context } }),
  staleTime: Infinity,
  // The profile's picture is a file link that lives 5 to 10 minutes: fetched again in time, the
  // header's avatar never shows an expired link.
  refetchInterval: (FILE_LINKS.lifetimeSeconds * 1000) / 2,
});

/**
 * Starts the profile call (auth.me) as the app starts, before React has rendered, when tokens are
 * stored; SessionProvider's query picks up the call in flight instead of starting its own after the
 * first render. Resolves with the user, or undefined when signed out or the call failed (the
 * provider shows that state itself).
 */
export function prefetchSession(queryClient: QueryClient, trpc: typeof trpcProxy): Promise<SessionUser | undefined> {
  const { accessToken, refreshToken } = tokenStore.get();
  if (!accessToken && !refreshToken) return Promise.resolve(undefined);
  // A forced sign-out (refused refresh, company gone) before the provider mounts waits for it.
  expectSignOutHandler();
  return queryClient.fetchQuery(meQueryOptions(trpc, UNBATCHED)).then(
    (answer) => answer.user,
    () => undefined,
  );
}
