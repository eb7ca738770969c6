import { Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { greetingFor } from '../../shared/format/greeting';
import { PageHeader } from '../../shared/layout/PageHeader';
import { useAdminTitle } from '../useAdminTitle';

/** Admin dashboard (spec 000 §2.3). Placeholder: the dashboard screen replaces this module. */
export function DashboardPage() {
  const user = useCurrentUser();
  useAdminTitle(MESSAGES.web.nav.dashboard);
  return (
    <PageHeader
      title={MESSAGES.web.nav.dashboard}
      description={
        <Text span inherit>
          {greetingFor()}, {user.name}
        </Text>
      }
    />
  );
}
