/**
 * The brand page's calls: the brand, the company's brand columns (its fields), the update, and the
 * brand's latest leads, meetings and enquiries with how many there are in all (each list's total).
 */
import { useMutation, useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../../lib/api/client';
import type { RouterOutputs } from '../../../lib/api/types';
import { useRefreshCrm } from '../../record-page/useRefreshCrm';

export type PageBrand = RouterOutputs['crm']['brands']['get']['brand'];

/** How many of each the page lists; the rest are a "See all" away. */
export const BRAND_RECORDS_SHOWN = 5;

export function useBrandPage(id: string) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  return {
    brand: useQuery(trpc.crm.brands.get.queryOptions({ id })),
    columns: useQuery(trpc.crm.customColumns.list.queryOptions({ entity: 'brand' })),
    update: useMutation(trpc.crm.brands.update.mutationOptions({ onSuccess: refresh })),
    refresh,
  };
}

export function useBrandRecords(brandId: string) {
  const trpc = useTRPC();
  const input = { brandId, limit: BRAND_RECORDS_SHOWN, order: 'desc' as const };
  return {
    leads: useQuery(trpc.crm.leads.list.queryOptions({ ...input, sort: 'createdAt' })),
    meetings: useQuery(trpc.crm.meetings.list.queryOptions({ ...input, sort: 'scheduledDate' })),
    enquiries: useQuery(trpc.crm.enquiries.list.queryOptions({ ...input, sort: 'createdAt' })),
  };
}
