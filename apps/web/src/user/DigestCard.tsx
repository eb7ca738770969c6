import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../lib/api/client';
import { notify } from '../kit/feedback/notify';
import { SettingsCard } from '../kit/layout/SettingsCard';

const t = MESSAGES.crm.digest;

/** The daily follow-up digest email, on unless the user turns it off; saved at once. */
export function DigestCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const digest = useQuery(trpc.user.digest.get.queryOptions());
  const save = useMutation(
    trpc.user.digest.update.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.user.digest.get.queryKey(), (old) => old && { ...old, digest: answer.digest });
        notify.success(answer.message);
      },
      onError: (error) => notify.error(error),
    }),
  );
  const optedOut = save.isPending ? save.variables.optedOut === true : (digest.data?.digest.optedOut ?? false);
  return (
    <SettingsCard title={t.label}>
      <Switch
        label={t.label}
        description={t.hint}
        checked={!optedOut}
        disabled={!digest.data || save.isPending}
        onChange={(event) => save.mutate({ optedOut: !event.currentTarget.checked })}
      />
    </SettingsCard>
  );
}
