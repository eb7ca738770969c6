import { Stack } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { PasswordCard } from '../../kit/account/PasswordCard';
import { TwoFactorCard } from '../../kit/account/TwoFactorCard';
import { PageHeader } from '../../kit/layout/PageHeader';
import { useAdminTitle } from '../useAdminTitle';

const t = MESSAGES.web.account;

/** The signed-in super admin's own account at /account: password and two-factor sign-in. */
export function AccountPage() {
  useAdminTitle(t.title);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Stack gap="lg" maw={760}>
        <PasswordCard />
        <TwoFactorCard />
      </Stack>
    </>
  );
}
