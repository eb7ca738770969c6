import { preloadAdmin } from '../admin/preload';
import { prefetchSession } from '../auth/prefetch';
import { queryClient, trpc } from '../lib/api/client';
import { currentHost } from '../lib/host';
import { tokenStore } from '../lib/tokens';
import { preloadCompany } from '../company/preload';
import { warmUpFormatters } from '../kit/format/warm-up';

/**
 * Work a fresh load can start before React renders: with a stored session, the profile call and
 * the shell, the screen of the address and its first data (on a company's host also the host's
 * check and theme), all at once instead of one after the other; and, while those are on their
 * way, the formatters the first rows need.
 */
export function startLoading(): void {
  const { accessToken, refreshToken } = tokenStore.get();
  if (!accessToken && !refreshToken) return;
  const session = prefetchSession(queryClient, trpc);
  if (currentHost.kind === 'platform') preloadAdmin(queryClient, trpc, session);
  else preloadCompany(queryClient, trpc, currentHost.subdomain, session);
  warmUpFormatters();
}
