import { useEffect } from 'react';

import { MESSAGES, SUPER_ADMIN_ROLE } from '@app/contracts';

import { LoginPage } from '../auth/login/LoginPage';
import { useSession } from '../auth/session-context';
import { SessionGate } from '../auth/SessionGate';
import { companyOf, type SessionUser } from '../auth/types';
import { tenantUrl } from '../lib/host';
import { PageLoader } from '../kit/layout/PageLoader';
import { usePageTitle } from '../kit/layout/usePageTitle';
import { AdminBrand } from './AdminBrand';
import { AdminPortal } from './portal';
import { useAdminPreloaded } from './preload';

/** A company user on the admin host goes to the company's own address (docs/product/platform-admin.md#hosts-and-sign-in). */
function SendToCompany({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const company = companyOf(user);
  useEffect(() => {
    if (company)
      window.location.replace(tenantUrl(window.location, company.subdomain, import.meta.env.VITE_BASE_DOMAIN));
    else signOut();
  }, [company, signOut]);
  return <PageLoader fullScreen />;
}

/**
 * The portal, once the modules preloaded on start (if any) are in; until then the same loader as
 * the Suspense fallback (see admin/preload.ts).
 */
function SuperAdminPortal() {
  return useAdminPreloaded() ? <AdminPortal /> : <PageLoader fullScreen />;
}

function AdminLogin() {
  usePageTitle(MESSAGES.web.adminPageTitle(MESSAGES.web.login.signInTitle));
  return <LoginPage brand={<AdminBrand />} subdomain="admin" />;
}

/** The platform host: login when signed out, the admin portal for super admins. */
export function AdminHost() {
  return (
    <SessionGate login={<AdminLogin />}>
      {(user) => (user.role === SUPER_ADMIN_ROLE ? <SuperAdminPortal /> : <SendToCompany user={user} />)}
    </SessionGate>
  );
}
