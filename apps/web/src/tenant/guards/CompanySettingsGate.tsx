import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { useCurrentUser } from '../../auth/session-context';
import { ErrorView } from '../../shared/feedback/ErrorView';
import { PageLoader } from '../../shared/layout/PageLoader';
import { companySettingsAccess } from '../access';
import { useCompanyProfile } from '../company-profile';

/**
 * Company Settings' gate (spec 001 §2.7): the owner always, an admin while allowAdminCompanySettings
 * is on (a spinner while the profile loads), team members redirected to `fallback`.
 */
export function CompanySettingsGate({ fallback = '/', children }: { fallback?: string; children: ReactNode }) {
  const user = useCurrentUser();
  const profile = useCompanyProfile();
  if (user.role === 'owner') return children;
  if (user.role !== 'admin') return <Navigate to={fallback} replace />;
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorView error={profile.error} onRetry={() => void profile.refetch()} />;
  const access = companySettingsAccess(user.role, profile.data.company.settings.allowAdminCompanySettings);
  return access === 'allowed' ? children : <Navigate to={fallback} replace />;
}
