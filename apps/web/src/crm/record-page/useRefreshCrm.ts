import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useTRPC } from '../../lib/api/client';

/**
 * After a write on a record page: every CRM query reloads, since one change shows in several places
 * (a meeting's status on its lead's timeline, a lead's brand in the brand's records).
 */
export function useRefreshCrm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.crm.pathFilter()), [trpc, queryClient]);
}
