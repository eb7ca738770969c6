import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { ErrorView } from '../../kit/feedback/ErrorView';
import { PageLoader } from '../../kit/layout/PageLoader';
import { companySettingsAccess } from '../access';
import { useCompanyProfile } from '../company-profile';
import { NoAccess } from './NoAccess';

const closed = <NoAccess reason={MESSAGES.web.noAccess.companySettings} />;

/**
 * Company Settings' gate (docs/product/company-portal.md#route-guards): the owner always, an admin while allowAdminCompanySettings
 * is on (a spinner while the profile loads); anyone else is told who manages it (NoAccess).
 */
export function CompanySettingsGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const profile = useCompanyProfile();
  if (user.role === 'owner') return children;
  if (user.role !== 'admin') return closed;
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorView error={profile.error} onRetry={() => void profile.refetch()} />;
  const access = companySettingsAccess(user.role, profile.data.company.settings.allowAdminCompanySettings);
  return access === 'allowed' ? children : closed;
}
