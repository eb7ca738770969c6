import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../kit/feedback/notify';
import { useShellRefresh } from '../company-profile';

/**
 * One owner setting saved on its own as soon as it changes: the toast says so (or that it failed)
 * and the shell reads the company again.
 */
export function useSettingSave(texts: { saved: string; failed: string }) {
  const trpc = useTRPC();
  const refresh = useShellRefresh();
  return useMutation(
    trpc.company.settings.update.mutationOptions({
      onSuccess: () => {
        notify.success(texts.saved);
        refresh.company();
      },
      onError: () => notify.error(texts.failed),
    }),
  );
}
