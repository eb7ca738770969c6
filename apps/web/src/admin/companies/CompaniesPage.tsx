import { MESSAGES } from '@app/contracts';

import { PageHeader } from '../../shared/layout/PageHeader';
import { useAdminTitle } from '../useAdminTitle';

/** Companies list (spec 000 §2.4). Placeholder: the companies screen replaces this module. */
export function CompaniesPage() {
  useAdminTitle(MESSAGES.web.nav.companies);
  return <PageHeader title={MESSAGES.web.nav.companies} />;
}
