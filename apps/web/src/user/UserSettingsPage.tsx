import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../lib/api/client';
import { PasswordCard } from '../kit/account/PasswordCard';
import { TwoFactorCard } from '../kit/account/TwoFactorCard';
import { PageHeader } from '../kit/layout/PageHeader';
import { QueryPage } from '../kit/layout/QueryPage';
import { useCompanyTitle } from '../company/company-profile';
import { DigestCard } from './DigestCard';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';

const t = MESSAGES.web.companyPortal.userSettings;

/**
 * User Settings (docs/product/company-portal.md#user-settings): the profile, the password, two-factor sign-in, the daily digest
 * and signing out everywhere.
 */
export function UserSettingsPage() {
  useCompanyTitle(t.title);
  const trpc = useTRPC();
  const profile = useQuery(trpc.user.profile.get.queryOptions());
  return (
    <QueryPage
      query={profile}
      header={<PageHeader title={t.title} description={t.description} />}
      errorText={t.loadFailed}
    >
      {({ user }) => (
        <Stack gap="lg" maw={760}>
          <ProfileCard key={user.id} user={user} />
          <PasswordCard />
          <TwoFactorCard />
          <DigestCard />
          <SessionsCard />
        </Stack>
      )}
    </QueryPage>
  );
}
