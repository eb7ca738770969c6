/**
 * For tests of code that prefetches: a tRPC options proxy over a client whose every call answers at
 * once with `data`, recording each call's path and input (no server, no network).
 */
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { observable } from '@trpc/server/observable';

import type { AppRouter } from '@app/api';

export function answeringApi(data: unknown = {}) {
  const calls: { path: string; input: unknown }[] = [];
  const answer: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        observer.next({ result: { type: 'data', data } });
        observer.complete();
      });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTRPCClient({ links: [answer] }), queryClient });
  return { calls, queryClient, trpc };
}
