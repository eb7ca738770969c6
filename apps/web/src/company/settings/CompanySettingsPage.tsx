import { Stack, TextInput } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';

import { MESSAGES, TEXT_LIMITS } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { useTRPC } from '../../lib/api/client';
import { FormBanner, ResetSaveActions } from '../../kit/forms/FormActions';
import { ImagePicker } from '../../kit/forms/ImagePicker';
import { useUploadForm } from '../../kit/forms/useUploadForm';
import { PageHeader } from '../../kit/layout/PageHeader';
import { QueryPage } from '../../kit/layout/QueryPage';
import { SettingsCard } from '../../kit/layout/SettingsCard';
import { storeThemeColor } from '../../theme/stored-theme-color';
import { useSetThemeColor } from '../../theme/theme-color-context';
import { companySettingsAccess } from '../access';
import { useCompanyProfile, useCompanyTitle, useShellRefresh, type CompanyProfile } from '../company-profile';
import { AccessControlCard } from './AccessControlCard';
import { AccessDenied } from './AccessDenied';
import { CompanyClockCard } from './CompanyClockCard';
import { settingsFormData, validateCompanySettings, type CompanySettingsValues } from './company-settings-form';
import { SettingsTabs } from './SettingsTabs';
import { ThemeColorField } from './ThemeColorField';

const t = MESSAGES.web.companyPortal.companySettings;

const valuesOf = (company: CompanyProfile): CompanySettingsValues => ({
  name: company.name,
  themeColor: company.branding.themeColor,
});

/** The form itself: mounted once the profile is there, so its first values are the stored ones. */
function SettingsForm({ company, isOwner }: { company: CompanyProfile; isOwner: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useShellRefresh();
  const setThemeColor = useSetThemeColor();
  const {
    form,
    image: logo,
    banner,
    dirty,
    busy,
    reset,
    submit,
  } = useUploadForm({
    initial: valuesOf(company),
    path: '/company/settings',
    validate: validateCompanySettings,
    body: settingsFormData,
    stored: (answer: { company: CompanyProfile }) => valuesOf(answer.company),
    onSaved: ({ company: saved }) => {
      // The header, the sidebar and the live theme follow at once (docs/product/company-portal.md#states).
      queryClient.setQueryData(trpc.company.profile.get.queryKey(), { company: saved });
      setThemeColor(saved.branding.themeColor);
      storeThemeColor(company.subdomain, saved.branding.themeColor);
      refresh.company();
    },
    saved: t.saved,
    failed: t.saveFailed,
  });
  return (
    <Stack gap="lg" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormBanner message={banner} />
          <SettingsCard title={t.profileSection}>
            <Stack gap="md">
              <ImagePicker
                label={t.logo}
                {...logo.pickerProps(company.branding.logo)}
                fallback={<IconBuilding size={30} />}
                disabled={busy}
              />
              <TextInput
                {...form.field('name')}
                label={t.name}
                required
                maxLength={TEXT_LIMITS.companyNameMax + 20}
                disabled={busy}
              />
            </Stack>
          </SettingsCard>
          <SettingsCard title={t.themeSection} description={t.themeHint}>
            <ThemeColorField
              value={form.values.themeColor}
              onChange={(color) => form.setValue('themeColor', color)}
              error={form.errors.themeColor}
              disabled={busy}
            />
          </SettingsCard>
          <ResetSaveActions dirty={dirty} busy={busy} onReset={reset} resetLabel={t.reset} saveLabel={t.save} />
        </Stack>
      </form>
      <CompanyClockCard timeZone={company.settings.timeZone} digestHour={company.settings.digestHour} />
      {isOwner && <AccessControlCard settings={company.settings} />}
    </Stack>
  );
}

/**
 * Company Settings: name, logo and theme colour; the company's API keys and webhooks in their
 * own tabs; for the owner also Access Control and, in its own tab, the company's security log.
 */
export function CompanySettingsPage() {
  useCompanyTitle(t.title);
  const user = useCurrentUser();
  const profile = useCompanyProfile();
  const stored = profile.data?.company;
  // The gate redirects on the way in; this covers the right being withdrawn while the page is open.
  const access = stored ? companySettingsAccess(user.role, stored.settings.allowAdminCompanySettings) : 'allowed';
  if (access !== 'allowed') return <AccessDenied reason={access} />;
  return (
    <QueryPage
      query={profile}
      header={<PageHeader title={t.title} description={t.description} />}
      errorText={t.loadFailed}
    >
      {({ company }) => {
        const isOwner = user.role === 'owner';
        const form = <SettingsForm key={company.id} company={company} isOwner={isOwner} />;
        return <SettingsTabs general={form} timeZone={company.settings.timeZone} withSecurity={isOwner} />;
      }}
    </QueryPage>
  );
}
