/**
 * The Leads screen's calls: the list (server-side search, filters, sort, pages) and the writes, each
 * refreshing the list, the lead pickers and the dashboard afterwards (docs/product/crm.md#leads).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '../../lib/api/client';
import type { LeadsQuery } from './leads-list';
import { refetchUnlessPrefetched } from '../../lib/api/first-fetch';
import { asListInput } from './leads-query';

export function useLeadCalls(query: LeadsQuery) {
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.crm.leads.list.queryOptions(asListInput(query)),
    placeholderData: keepPreviousData,
    refetchOnMount: refetchUnlessPrefetched,
  });
  return { list, ...useLeadWrites() };
}

/** The lead writes alone (the board adds leads without the list's call). */
export function useLeadWrites() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.crm.pathFilter());
  const create = useMutation(trpc.crm.leads.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.crm.leads.update.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.crm.leads.remove.mutationOptions({ onSuccess: refresh }));
  return { create, update, remove };
}
