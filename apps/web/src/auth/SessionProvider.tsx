import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { useTRPC } from '../lib/api/client';
import { describeError, type LoginNotice } from '../lib/api/errors';
import { bareClient } from '../lib/api/refresh';
import { onForcedSignOut } from '../lib/api/session-events';
import { tokenStore } from '../lib/tokens';
import { clearPrivateQueries } from './cache';
import { meQueryOptions } from './prefetch';
import { SessionContext, type SessionApi } from './session-context';
import type { SessionState, SignInResult } from './types';

/**
 * Session lifecycle (docs/product/platform-admin.md#states). With tokens stored, the profile is loaded through auth.me; a 401
 * there is refreshed and retried once by the session link, and if that fails the user is signed out.
 * Failures that say nothing about the session (server unreachable) keep the tokens and offer a retry.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tokens = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const hasTokens = Boolean(tokens.accessToken || tokens.refreshToken);

  // Usually already in flight: main.tsx starts it before the first render (auth/prefetch.ts). A
  // failure there is shown as it is, not retried again because the provider mounted after it.
  const me = useQuery({ ...meQueryOptions(trpc), enabled: hasTokens, retryOnMount: false });

  const signOut = useCallback(
    (notice?: LoginNotice) => {
      const { refreshToken } = tokenStore.get();
      tokenStore.clear();
      clearPrivateQueries(queryClient);
      if (refreshToken) bareClient.auth.logout.mutate({ refreshToken }).catch(() => undefined);
      void navigate(notice ? `/?message=${notice}` : '/', { replace: true });
    },
    [navigate, queryClient],
  );

  const signIn = useCallback(
    (result: SignInResult) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), { user: result.user });
      tokenStore.set(result);
    },
    [queryClient, trpc],
  );

  useEffect(() => onForcedSignOut(signOut), [signOut]);

  const failure = hasTokens && me.isError && !me.isFetching ? describeError(me.error) : undefined;
  const sessionRefused = failure !== undefined && !failure.network && (failure.status ?? 0) < 500;
  useEffect(() => {
    // Refused after the link's refresh-and-retry: the stored session is over.
    if (sessionRefused) signOut();
  }, [sessionRefused, signOut]);

  const refetch = me.refetch;
  const state: SessionState = useMemo(() => {
    if (!hasTokens) return { status: 'anonymous' };
    if (me.data) return { status: 'authenticated', user: me.data.user };
    if (failure && !sessionRefused) return { status: 'unavailable', retry: () => void refetch() };
    return { status: 'loading' };
  }, [hasTokens, me.data, failure, sessionRefused, refetch]);

  const api = useMemo<SessionApi>(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
