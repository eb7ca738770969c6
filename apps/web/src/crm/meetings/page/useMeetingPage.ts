/** The meeting page's calls: the meeting, its update and its deletion; each write reloads the CRM's queries. */
import { useMutation, useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../../lib/api/client';
import type { RouterOutputs } from '../../../lib/api/types';
import { useRefreshCrm } from '../../record-page/useRefreshCrm';

export type Meeting = RouterOutputs['crm']['meetings']['get']['meeting'];

export function useMeetingPage(id: string) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  return {
    meeting: useQuery(trpc.crm.meetings.get.queryOptions({ id })),
    update: useMutation(trpc.crm.meetings.update.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.crm.meetings.remove.mutationOptions()),
  };
}
