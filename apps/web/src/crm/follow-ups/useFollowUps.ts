/**
 * My follow-ups' calls: the list for a "whose" choice, done and snooze. A change refreshes every CRM
 * query (the lists, the board, the dashboard card), since the date shows on all of them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../kit/feedback/notify';
import { whoseInput, type Whose } from './follow-up-groups';

export function useFollowUpList(whose: Whose) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.crm.followUps.list.queryOptions(whoseInput(whose)),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useFollowUpActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = {
    onSuccess: (answer: { message: string }) => {
      notify.success(answer.message);
      return queryClient.invalidateQueries(trpc.crm.pathFilter());
    },
    onError: () => notify.error(MESSAGES.crm.followUps.saveFailed),
  };
  const markDone = useMutation(trpc.crm.followUps.markDone.mutationOptions(options));
  const snooze = useMutation(trpc.crm.followUps.snooze.mutationOptions(options));
  return { markDone, snooze, busy: markDone.isPending || snooze.isPending };
}
