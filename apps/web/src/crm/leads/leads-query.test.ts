import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answeringApi } from '../../lib/api/answering-api';
import { refetchUnlessPrefetched as refetchListOnMount } from '../../lib/api/first-fetch';
import { leadsViewKey } from './board/leads-view';
import { asListInput, leadsQueryOf, prefetchLeads } from './leads-query';

/** Every call answers an empty page at once; `calls` counts the list calls. */
const countingApi = () => answeringApi({ leads: [], pagination: { page: 1, total: 0 } });

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('leadsQueryOf', () => {
  it("is the list's input for the address's query string, unknown values dropped", () => {
    expect(leadsQueryOf('')).toEqual({ page: 1, limit: 20, sort: 'createdAt', order: 'desc' });
    expect(leadsQueryOf('?page=3&stage=Won&priority=nope&search=asha')).toEqual({
      page: 3,
      limit: 20,
      sort: 'createdAt',
      order: 'desc',
      search: 'asha',
      stage: 'Won',
    });
  });
});

describe('prefetchLeads', () => {
  it('fetches the first page once: the screen mounting right after uses that answer', async () => {
    const { calls, queryClient, trpc } = countingApi();
    prefetchLeads(queryClient, trpc, 'u1', '?stage=Won');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const observer = new QueryObserver(queryClient, {
      ...trpc.crm.leads.list.queryOptions(asListInput(leadsQueryOf('?stage=Won'))),
      refetchOnMount: refetchListOnMount,
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().status).toBe('success');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryCache().hasListeners()).toBe(false);
    unsubscribe();
  });

  it('refetches on a later mount (back from a lead) and after a write', async () => {
    const { calls, queryClient, trpc } = countingApi();
    prefetchLeads(queryClient, trpc, 'u1', '?stage=New');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const mount = () =>
      new QueryObserver(queryClient, {
        ...trpc.crm.leads.list.queryOptions(asListInput(leadsQueryOf('?stage=New'))),
        refetchOnMount: refetchListOnMount,
      }).subscribe(() => {});
    mount()();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
    mount()();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const query = queryClient.getQueryCache().getAll()[0]!;
    expect(refetchListOnMount({ state: { ...query.state, isInvalidated: true } })).toBe('always');
  });

  it('refetches on mount data that did not come from the prefetch', () => {
    expect(refetchListOnMount({ state: { dataUpdatedAt: Date.now() } })).toBe('always');
    expect(refetchListOnMount({ state: { dataUpdatedAt: 0 } })).toBe('always');
  });

  it('stops watching for the screen once the prefetch is no longer fresh, when the screen never mounts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { calls, queryClient, trpc } = countingApi();
      prefetchLeads(queryClient, trpc, 'u1', '?stage=Lost');
      await vi.waitFor(() => expect(queryClient.getQueryCache().hasListeners()).toBe(true));
      vi.advanceTimersByTime(10_000);
      expect(queryClient.getQueryCache().hasListeners()).toBe(false);
      vi.advanceTimersByTime(1);
      const query = queryClient.getQueryCache().getAll()[0]!;
      expect(refetchListOnMount(query)).toBe('always');
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for nothing when the user last chose the board', async () => {
    const { calls, queryClient, trpc } = countingApi();
    stored.set(leadsViewKey('u1'), JSON.stringify('board'));
    prefetchLeads(queryClient, trpc, 'u1', '');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});
