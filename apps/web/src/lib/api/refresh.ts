import type { AppRouter } from '@app/api';
import { createTRPCClient, httpLink } from '@trpc/client';

import { tokenStore } from '../tokens';
import { TRPC_URL } from './config';
import { describeError } from './errors';
import { apiHeaders, fetchWithTimeout } from './http';

/** A client without the session link, for the calls that must not trigger it (refresh, logout). */
export const bareClient = createTRPCClient<AppRouter>({
  links: [httpLink({ url: TRPC_URL, headers: apiHeaders, fetch: fetchWithTimeout })],
});

let inflight: Promise<boolean> | undefined;

async function rotate(): Promise<boolean> {
  const seen = tokenStore.get().refreshToken;
  const run = async () => {
    // Another tab may have rotated while this one waited for the lock: its tokens are already here.
    const now = tokenStore.reload();
    if (now.refreshToken && now.refreshToken !== seen && now.accessToken) return true;
    if (!now.refreshToken) return false;
    try {
      const tokens = await bareClient.auth.refresh.mutate({ refreshToken: now.refreshToken });
      tokenStore.set(tokens);
      return true;
    } catch (error) {
      // Unanswered (offline, database down) says nothing about the session: the caller keeps it.
      const { network, status } = describeError(error);
      if (network || (status ?? 0) >= 500) throw error;
      return false;
    }
  };
  // Refresh tokens rotate with reuse detection: two tabs spending the same one would revoke the
  // session, so tabs take turns through a Web Lock where the browser has them.
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('session-refresh', run) : run();
}

/**
 * One refresh for however many calls got a 401 at the same time (docs/product/platform-admin.md#states). Resolves true when
 * fresh tokens are stored, false when the session was refused; rejects when no answer came (the
 * server or its database unreachable), which must not sign anyone out.
 */
export function refreshSession(): Promise<boolean> {
  inflight ??= rotate().finally(() => {
    inflight = undefined;
  });
  return inflight;
}
