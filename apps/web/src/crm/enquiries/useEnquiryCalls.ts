/**
 * The Enquiries screen's calls: the list with its summary (server-side search, filters, sort, pages)
 * and the writes. After a write every CRM query refreshes in place (the dashboard's figures too).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '../../lib/api/client';
import type { RouterInputs } from '../../lib/api/types';
import type { EnquiriesQuery } from './enquiries-list';

/** The URL state keeps only values of the filters' own lists (crm-list-state), so the narrower type holds. */
const asListInput = (query: EnquiriesQuery) => query as RouterInputs['crm']['enquiries']['list'];

export function useEnquiryCalls(query: EnquiriesQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.crm.pathFilter());
  return {
    list: useQuery({
      ...trpc.crm.enquiries.list.queryOptions(asListInput(query)),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
    create: useMutation(trpc.crm.enquiries.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.crm.enquiries.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.crm.enquiries.remove.mutationOptions({ onSuccess })),
    sendProposal: useMutation(trpc.crm.enquiries.sendProposal.mutationOptions({ onSuccess })),
  };
}
