/**
 * The Meetings screen's calls: the list (server-side search, filters, sort, pages) and the writes.
 * After a write the CRM's queries refresh in place (no page reload).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '../../lib/api/client';
import type { RouterInputs } from '../../lib/api/types';
import type { MeetingsQuery } from './meetings-list';

/** The URL state keeps only values of the filters' own lists (crm-list-state), so the narrower type holds. */
const asListInput = (query: MeetingsQuery) => query as RouterInputs['crm']['meetings']['list'];

export function useMeetingCalls(query: MeetingsQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.crm.pathFilter());
  return {
    list: useQuery({
      ...trpc.crm.meetings.list.queryOptions(asListInput(query)),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
    create: useMutation(trpc.crm.meetings.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.crm.meetings.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.crm.meetings.remove.mutationOptions({ onSuccess })),
  };
}
