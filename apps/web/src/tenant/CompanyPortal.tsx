import { Navigate, Route, Routes } from 'react-router-dom';

import { useCurrentUser, useSession } from '../auth/session-context';
import { roleLabel } from '../shared/format/people';
import { PortalShell } from '../shell/PortalShell';
import { CompanyBrand } from './CompanyBrand';
import { CompanyHomePage } from './CompanyHomePage';
import { COMPANY_NAV, COMPANY_SIDEBAR_KEY } from './nav';
import type { TenantInfo } from './useTenant';

/** The company portal shell (document 2 fills it): company name, user menu, a first page. */
export function CompanyPortal({ tenant }: { tenant: TenantInfo }) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  return (
    <Routes>
      <Route
        element={
          <PortalShell
            brand={<CompanyBrand tenant={tenant} />}
            items={COMPANY_NAV}
            sidebarKey={COMPANY_SIDEBAR_KEY}
            user={{
              name: user.name,
              email: user.email,
              avatar: user.profile.avatar,
              roleLabel: roleLabel(user.role),
              onSignOut: () => signOut(),
            }}
          />
        }
      >
        <Route index element={<CompanyHomePage companyName={tenant.name} />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
