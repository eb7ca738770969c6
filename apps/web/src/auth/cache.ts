import type { QueryClient } from '@tanstack/react-query';

/** Queries anyone may see before signing in; they survive a sign-out so the login page stays put. */
const PUBLIC_QUERIES = new Set(['public.checkSubdomain', 'public.theme']);

function pathOf(queryKey: readonly unknown[]): string | undefined {
  const path = queryKey[0];
  return Array.isArray(path) ? path.join('.') : undefined;
}

/** Drops every query of the signed-in user (tRPC keys start with the procedure path). */
export function clearPrivateQueries(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => !PUBLIC_QUERIES.has(pathOf(query.queryKey) ?? '') });
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERIES.has(pathOf(query.queryKey) ?? '') });
  queryClient.getMutationCache().clear();
}
