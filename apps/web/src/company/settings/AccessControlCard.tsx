import { Stack, Switch, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { SettingsCard } from '../../kit/layout/SettingsCard';
import type { CompanyProfile } from '../company-profile';
import { RecordVisibilityField } from './RecordVisibilityField';
import { useSettingSave } from './useSettingSave';

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
  const texts = TEXTS[setting];
  const save = useSettingSave(texts);
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
 * Access Control, for the owner only (docs/product/company-portal.md#company-settings, #who-may-do-what): whether admins may manage company
 * settings, whether everyone must sign in with a second factor, and which CRM records team members
 * see (the server refuses anyone else).
 */
export function AccessControlCard({ settings }: { settings: CompanyProfile['settings'] }) {
  return (
    <SettingsCard title={t.accessSection}>
      <Stack gap="lg">
        <OwnerSwitch setting="allowAdminCompanySettings" stored={settings.allowAdminCompanySettings} />
        <OwnerSwitch setting="requireTwoFactor" stored={settings.requireTwoFactor} />
        <RecordVisibilityField stored={settings.recordVisibility} />
      </Stack>
    </SettingsCard>
  );
}
