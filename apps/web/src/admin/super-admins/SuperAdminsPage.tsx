import { MESSAGES } from '@app/contracts';

import { PageHeader } from '../../shared/layout/PageHeader';
import { useAdminTitle } from '../useAdminTitle';

/** Super admins, at /team (spec 000 §2.7). Placeholder: the team screen replaces this module. */
export function SuperAdminsPage() {
  useAdminTitle(MESSAGES.web.nav.team);
  return <PageHeader title={MESSAGES.web.nav.team} />;
}
