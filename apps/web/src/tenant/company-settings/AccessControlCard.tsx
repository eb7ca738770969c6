import { Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../shared/feedback/notify';
import { SettingsCard } from '../../shared/layout/SettingsCard';
import { useShellRefresh } from '../company-profile';

const t = MESSAGES.web.companyPortal.companySettings;

/**
 * Access Control, for the owner only (spec 001 §2.3, §6): whether admins may manage company
 * settings. Saved on its own, at once; the switch follows the stored value.
 */
export function AccessControlCard({ allowed }: { allowed: boolean }) {
  const trpc = useTRPC();
  const refresh = useShellRefresh();
  const save = useMutation(
    trpc.company.settings.update.mutationOptions({
      onSuccess: () => {
        notify.success(t.accessSaved);
        refresh.company();
      },
      onError: () => notify.error(t.accessFailed),
    }),
  );
  // While saving, the switch shows the value asked for.
  const asked = save.isPending ? save.variables.allowAdminCompanySettings : undefined;
  const checked = asked === undefined ? allowed : asked === true || asked === 'true';
  return (
    <SettingsCard title={t.accessSection}>
      <Switch
        label={t.accessLabel}
        description={t.accessHint}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ allowAdminCompanySettings: event.currentTarget.checked })}
      />
      {save.isError && (
        <Text size="xs" c="red" mt="xs" role="alert">
          {t.accessFailed}
        </Text>
      )}
    </SettingsCard>
  );
}
