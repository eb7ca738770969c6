/** The enquiry page's calls: the enquiry, its update and its deletion; each write reloads the CRM's queries. */
import { useMutation, useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../../lib/api/client';
import type { RouterOutputs } from '../../../lib/api/types';
import { useRefreshCrm } from '../../record-page/useRefreshCrm';

export type Enquiry = RouterOutputs['crm']['enquiries']['get']['enquiry'];

export function useEnquiryPage(id: string) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  return {
    enquiry: useQuery(trpc.crm.enquiries.get.queryOptions({ id })),
    update: useMutation(trpc.crm.enquiries.update.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.crm.enquiries.remove.mutationOptions()),
  };
}
