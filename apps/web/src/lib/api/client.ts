import type { AppRouter } from '@app/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

import { PAGE_DATA_STALE_MS, TRPC_URL } from './config';
import { queryRetryDelay, shouldRetryQuery } from './errors';
import { apiHeaders, fetchWithTimeout } from './http';
import { sessionLink } from './link';

/**
 * `useTRPC()` in a component gives the typed options proxy:
 *   const trpc = useTRPC();
 *   const list = useQuery(trpc.platform.companies.list.queryOptions({ page: 1 }));
 *   const save = useMutation(trpc.platform.companies.update.mutationOptions({ onSuccess: ... }));
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Context of a call that must leave at once, on its own, instead of waiting for the batch (which is
 * sent on the next task, possibly after a long render): the calls prefetched as the app starts.
 *   trpc.auth.me.queryOptions(undefined, { trpc: { context: UNBATCHED } })
 */
export const UNBATCHED = { unbatched: true } as const;

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    sessionLink,
    splitLink({
      condition: (op) => op.context.unbatched === true,
      true: httpLink({ url: TRPC_URL, headers: apiHeaders, fetch: fetchWithTimeout }),
      // Calls made in the same tick travel in one request; long batches fall back to POST.
      false: httpBatchLink({ url: TRPC_URL, headers: apiHeaders, fetch: fetchWithTimeout, maxURLLength: 2000 }),
    }),
  ],
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        staleTime: PAGE_DATA_STALE_MS,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The same options proxy as `useTRPC()`, for code outside components (prefetching on load): the
 * query keys are the ones the screens use, so their queries find the prefetched data.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
