/**
 * The detail screen's data: the timeline (paged, newest first), the notes, and what to reload after
 * a change made on this page. Every key carries the company id, so each company (and each history
 * entry on back/forward) reads its own records; they reload whenever the page mounts.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useTRPC, useTRPCClient } from '../../lib/api/client';
import type { RouterOutputs } from '../../lib/api/types';

export type Company = RouterOutputs['platform']['companies']['get']['company'];
export type TimelineEvent = RouterOutputs['platform']['companyTimeline']['list']['timeline'][number];
export type Note = RouterOutputs['platform']['companyNotes']['list']['notes'][number];
export type Attachment = Note['attachments'][number];
export type TeamList = RouterOutputs['platform']['companyTeam']['list'];
export type Member = TeamList['users'][number];

export const TIMELINE_PAGE_SIZE = 50;
/** Attachment links are signed for one to two hours: the notes reload well within that. */
const NOTES_REFRESH_MS = 30 * 60_000;

export function useTimeline(companyId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [path] = trpc.platform.companyTimeline.list.pathKey();
  return useInfiniteQuery({
    queryKey: [path, { input: { companyId }, type: 'infinite' as const }],
    queryFn: ({ pageParam, signal }) =>
      client.platform.companyTimeline.list.query({ companyId, page: pageParam, limit: TIMELINE_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
    refetchOnMount: 'always',
  });
}

export function useNotes(companyId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.platform.companyNotes.list.queryOptions({ companyId }),
    refetchOnMount: 'always',
    refetchInterval: NOTES_REFRESH_MS,
  });
}

/**
 * Reloads what a change on this page affects: the timeline (the server recorded the change), the
 * company (user counts, fields) and, as asked, the notes or the users; lists elsewhere (companies,
 * dashboard) are marked stale so they show the change when visited.
 */
export function useRefreshCompany(companyId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (what: { notes?: boolean; team?: boolean; company?: boolean } = {}) => {
      const [timelinePath] = trpc.platform.companyTimeline.list.pathKey();
      const jobs: Promise<unknown>[] = [
        queryClient.invalidateQueries({ queryKey: [timelinePath, { input: { companyId } }] }),
      ];
      if (what.notes)
        jobs.push(queryClient.invalidateQueries(trpc.platform.companyNotes.list.queryFilter({ companyId })));
      if (what.team) {
        jobs.push(
          queryClient.invalidateQueries({
            queryKey: trpc.platform.companyTeam.pathKey(),
            predicate: (query) => keyHasCompany(query.queryKey, companyId),
          }),
        );
      }
      if (what.company || what.team) {
        jobs.push(queryClient.invalidateQueries(trpc.platform.companies.get.queryFilter({ id: companyId })));
        jobs.push(queryClient.invalidateQueries(trpc.platform.companies.list.pathFilter()));
        jobs.push(queryClient.invalidateQueries(trpc.platform.dashboard.pathFilter()));
      }
      return Promise.all(jobs);
    },
    [trpc, queryClient, companyId],
  );
}

/** Whether a tRPC key's input names this company. */
function keyHasCompany(queryKey: readonly unknown[], companyId: number): boolean {
  const opts = queryKey[1] as { input?: { companyId?: unknown } } | undefined;
  return opts?.input?.companyId === companyId;
}
