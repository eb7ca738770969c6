import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useTRPC } from '../../lib/api/client';

/**
 * After a change to one's own sign-in (password, two-factor): the signed-in profile says whether
 * there is a password and whether two-factor sign-in is on, and every card reads it from there.
 */
export function useAccountRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    [queryClient, trpc],
  );
}
