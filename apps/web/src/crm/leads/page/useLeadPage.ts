/**
 * The lead page's calls: the lead, its timeline (paged, newest first), notes, meetings and
 * enquiries, its possible duplicates, the list neighbours for previous / next, and the lead's update. Every write anywhere
 * in the CRM invalidates crm.*, so the timeline reloads with the change the server recorded.
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

import { LEAD_ACTIVITY_LIMITS } from '@app/contracts';

import { useTRPC, useTRPCClient } from '../../../lib/api/client';
import { refetchUnlessPrefetched } from '../../../lib/api/first-fetch';
import type { RouterInputs, RouterOutputs } from '../../../lib/api/types';
import { useRefreshCrm } from '../../record-page/useRefreshCrm';
import type { LeadsQuery } from '../leads-list';
import { neighbourQuery } from './lead-nav';

export type Lead = RouterOutputs['crm']['leads']['get']['lead'];
export type ActivityEntry = RouterOutputs['crm']['leadActivity']['list']['activity'][number];
export type Duplicate = RouterOutputs['crm']['leads']['duplicates']['duplicates'][number];

/** Attachment links are signed for one to two hours: the notes reload well within that. */
const NOTES_REFRESH_MS = 30 * 60_000;
/** A lead's meetings and enquiries on its page (the lists' largest page). */
const RECORDS_LIMIT = 100;

export function useLead(id: string) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  return {
    lead: useQuery({ ...trpc.crm.leads.get.queryOptions({ id }), refetchOnMount: refetchUnlessPrefetched }),
    update: useMutation(trpc.crm.leads.update.mutationOptions({ onSuccess: refresh })),
  };
}

export function useLeadActivity(id: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [path] = trpc.crm.leadActivity.list.pathKey();
  return useInfiniteQuery({
    queryKey: [path, { input: { id }, type: 'infinite' as const }],
    queryFn: ({ pageParam, signal }) =>
      client.crm.leadActivity.list.query(
        { id, page: pageParam, limit: LEAD_ACTIVITY_LIMITS.defaultPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
    refetchOnMount: 'always',
  });
}

export function useLeadNotes(id: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.crm.leadNotes.list.queryOptions({ id }),
    refetchOnMount: 'always',
    refetchInterval: NOTES_REFRESH_MS,
  });
}

/** A lead's meetings and enquiries as its page asks for them, newest first. */
const recordsInput = (leadId: string) => ({ leadId, limit: RECORDS_LIMIT, order: 'desc' as const });
const meetingsInput = (leadId: string) => ({ ...recordsInput(leadId), sort: 'scheduledDate' as const });
const enquiriesInput = (leadId: string) => ({ ...recordsInput(leadId), sort: 'createdAt' as const });

export function useLeadRecords(leadId: string) {
  const trpc = useTRPC();
  return {
    meetings: useQuery({
      ...trpc.crm.meetings.list.queryOptions(meetingsInput(leadId)),
      select: (data) => data.meetings,
    }),
    enquiries: useQuery({
      ...trpc.crm.enquiries.list.queryOptions(enquiriesInput(leadId)),
      select: (data) => data.enquiries,
    }),
  };
}

/** Other leads that may be the same person; most alike first. */
export function useLeadDuplicates(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.crm.leads.duplicates.queryOptions({ id }));
}

const asListInput = (query: LeadsQuery) => query as RouterInputs['crm']['leads']['list'];

/** The leads before and after `position` in the list the page was opened from. */
export function useNeighbours(params: URLSearchParams, position: number | null) {
  const trpc = useTRPC();
  const at = (p: number) => ({
    ...trpc.crm.leads.list.queryOptions(asListInput(neighbourQuery(params, Math.max(p, 1)))),
    enabled: position !== null && p >= 1,
    select: (data: RouterOutputs['crm']['leads']['list']) => ({
      id: data.leads[0]?.id ?? null,
      total: data.pagination.total,
    }),
  });
  const previous = useQuery(at((position ?? 0) - 1));
  const next = useQuery(at((position ?? 0) + 1));
  // A disabled query still answers what the cache holds (the first lead, for position 0): ignore it.
  const first = position === null || position <= 1;
  return {
    previous: first ? null : (previous.data?.id ?? null),
    next: next.data?.id ?? null,
    total: next.data?.total ?? (first ? undefined : previous.data?.total),
  };
}
