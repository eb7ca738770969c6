import { Stack, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { notify } from '../../shared/feedback/notify';
import { SettingsCard } from '../../shared/layout/SettingsCard';
import { useShellRefresh, type CompanyProfile } from '../company-profile';

const t = MESSAGES.web.companyPortal.companySettings;

/** The owner's switches: each is one company setting, saved on its own. */
type OwnerSetting = 'allowAdminCompanySettings' | 'requireTwoFactor';

const TEXTS: Record<OwnerSetting, { label: string; hint: string; saved: string; failed: string }> = {
  allowAdminCompanySettings: { label: t.accessLabel, hint: t.accessHint, saved: t.accessSaved, failed: t.accessFailed },
  requireTwoFactor: {
    label: t.requireTwoFactorLabel,
    hint: t.requireTwoFactorHint,
    saved: t.requireTwoFactorSaved,
    failed: t.requireTwoFactorFailed,
  },
};

/** One setting's switch, saved at once; it follows the stored value, and the value asked for while saving. */
function OwnerSwitch({ setting, stored }: { setting: OwnerSetting; stored: boolean }) {
  const trpc = useTRPC();
  const refresh = useShellRefresh();
  const texts = TEXTS[setting];
  const save = useMutation(
    trpc.company.settings.update.mutationOptions({
      onSuccess: () => {
        notify.success(texts.saved);
        refresh.company();
      },
      onError: () => notify.error(texts.failed),
    }),
  );
  const asked = save.isPending ? save.variables[setting] : undefined;
  const checked = asked === undefined ? stored : asked === true || asked === 'true';
  return (
    <div>
      <Switch
        label={texts.label}
        description={texts.hint}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ [setting]: event.currentTarget.checked })}
      />
      {save.isError && (
        <Text size="xs" c="red" mt="xs" role="alert">
          {texts.failed}
        </Text>
      )}
    </div>
  );
}

/**
 * Access Control, for the owner only (spec 001 §2.3, §6): whether admins may manage company
 * settings, and whether everyone must sign in with a second factor (the server refuses anyone else).
 */
export function AccessControlCard({ settings }: { settings: CompanyProfile['settings'] }) {
  return (
    <SettingsCard title={t.accessSection}>
      <Stack gap="lg">
        <OwnerSwitch setting="allowAdminCompanySettings" stored={settings.allowAdminCompanySettings} />
        <OwnerSwitch setting="requireTwoFactor" stored={settings.requireTwoFactor} />
      </Stack>
    </SettingsCard>
  );
}
