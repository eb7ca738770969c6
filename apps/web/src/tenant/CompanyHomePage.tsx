import { MESSAGES } from '@app/contracts';

import { PageHeader } from '../shared/layout/PageHeader';
import { usePageTitle } from '../shared/layout/usePageTitle';

/** Placeholder home of the company portal until its screens (document 2) arrive. */
export function CompanyHomePage({ companyName }: { companyName: string }) {
  usePageTitle(`${MESSAGES.web.shell.companyPortal} | ${companyName}`);
  return <PageHeader title={MESSAGES.web.shell.companyPortal} description={MESSAGES.web.shell.companyPortalIntro} />;
}
