import { MESSAGES } from '@app/contracts';

import { useCurrentUser, useSession } from '../auth/session-context';
import { PortalShell } from '../shell/PortalShell';
import { AdminBrand } from './AdminBrand';
import { ADMIN_NAV, ADMIN_SIDEBAR_KEY, ADMIN_USER_MENU_LINKS } from './nav';

/** The super admins' shell (docs/product/platform-admin.md#the-admin-shell); pages render in its outlet. */
export function AdminShell() {
  const user = useCurrentUser();
  const { signOut } = useSession();
  return (
    <PortalShell
      // The page title is the h1 of each screen; the product name in the header is one level below.
      brand={<AdminBrand order={2} />}
      items={ADMIN_NAV}
      sidebarKey={ADMIN_SIDEBAR_KEY}
      user={{
        name: user.name,
        email: user.email,
        avatar: user.profile.avatar,
        roleLabel: MESSAGES.web.superAdminLabel,
        onSignOut: () => signOut(),
        links: ADMIN_USER_MENU_LINKS,
      }}
    />
  );
}
