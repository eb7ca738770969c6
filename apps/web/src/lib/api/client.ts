import type { AppRouter } from '@app/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

import { PAGE_DATA_STALE_MS, TRPC_URL } from './config';
import { shouldRetryQuery } from './errors';
import { apiHeaders, fetchWithTimeout } from './http';
import { sessionLink } from './link';

/**
 * `useTRPC()` in a component gives the typed options proxy:
 *   const trpc = useTRPC();
 *   const list = useQuery(trpc.platform.companies.list.queryOptions({ page: 1 }));
 *   const save = useMutation(trpc.platform.companies.update.mutationOptions({ onSuccess: ... }));
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    sessionLink,
    // Calls made in the same tick travel in one request; long batches fall back to POST.
    httpBatchLink({ url: TRPC_URL, headers: apiHeaders, fetch: fetchWithTimeout, maxURLLength: 2000 }),
  ],
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        staleTime: PAGE_DATA_STALE_MS,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
