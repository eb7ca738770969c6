import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answeringApi } from '../lib/api/answering-api';
import { refetchUnlessPrefetched } from '../lib/api/first-fetch';
import { crmSummaryOptions } from './dashboard/dashboard-query';
import { prefetchFirstData } from './first-data';

const LEAD = '6f1c1d4e-0a4b-4c1e-9a59-3d1f1f0e2b7a';
/** Every company screen's header reads it. */
const PROFILE = 'company.profile.get';

beforeEach(() => vi.stubGlobal('localStorage', { getItem: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe('prefetchFirstData', () => {
  it.each([
    ['/', '', ['crm.dashboard.get', 'company.dashboard.get', PROFILE]],
    // A list's rows come with the person's columns for it, the company's fields among them.
    ['/crm/leads', '?stage=Won', ['crm.leads.list', 'user.listLayouts.get', 'crm.customColumns.list', PROFILE]],
    [`/crm/leads/${LEAD}`, '', ['crm.leads.get', PROFILE]],
    ['/crm/brands', '', ['crm.customColumns.list', 'crm.brands.list', 'user.listLayouts.get', PROFILE]],
    ['/team', '', [PROFILE]],
  ])('on %s%s asks for the screen’s first data: %j', async (pathname, search, paths) => {
    const { calls, queryClient, trpc } = answeringApi();
    await prefetchFirstData(queryClient, trpc, 'u1', { pathname, search });
    expect(calls.map((call) => call.path).sort()).toEqual([...paths].sort());
  });

  it('asks for the lead the address names', async () => {
    const { calls, queryClient, trpc } = answeringApi();
    await prefetchFirstData(queryClient, trpc, 'u1', { pathname: `/crm/leads/${LEAD}`, search: '' });
    expect(calls.filter((call) => call.path === 'crm.leads.get')).toEqual([
      { path: 'crm.leads.get', input: { id: LEAD } },
    ]);
  });

  it('the dashboard mounting right after does not ask for its CRM figures again', async () => {
    const { calls, queryClient, trpc } = answeringApi({ summary: {} });
    await prefetchFirstData(queryClient, trpc, 'u1', { pathname: '/', search: '' });
    const observer = new QueryObserver(queryClient, crmSummaryOptions(trpc));
    const unsubscribe = observer.subscribe(() => {});
    // A mount fetch would be under way at once (isFetching); the prefetch stands for it.
    expect(observer.getCurrentResult().isFetching).toBe(false);
    expect(calls.filter((call) => call.path === 'crm.dashboard.get')).toHaveLength(1);
    unsubscribe();
    // The prefetch stood for that first mount only (its mark goes right after); a later visit reads
    // the figures again.
    const query = queryClient.getQueryCache().find({ queryKey: crmSummaryOptions(trpc).queryKey })!;
    await vi.waitFor(() => expect(refetchUnlessPrefetched(query)).toBe('always'));
    new QueryObserver(queryClient, crmSummaryOptions(trpc)).subscribe(() => {})();
    await vi.waitFor(() => expect(calls.filter((call) => call.path === 'crm.dashboard.get')).toHaveLength(2));
  });
});
