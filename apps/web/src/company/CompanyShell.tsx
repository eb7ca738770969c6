import { useCompanyTimeZone } from '../kit/format/company-zone';
import { useCurrentUser, useSession } from '../auth/session-context';
import { roleLabel } from '../kit/format/people';
import { PortalShell } from '../shell/PortalShell';
import { CompanyBrand } from './CompanyBrand';
import { useCompanyBrand, useCompanyProfile } from './company-profile';
import { COMPANY_SIDEBAR_KEY, companyNav, USER_MENU_LINKS } from './nav';
import { GlobalSearch } from '../crm/search/GlobalSearch';

/**
 * The company portal's shell (docs/product/company-portal.md#shell-and-navigation): the company's name and logo, the entries the user's
 * role may see, and the user menu with Settings and Signout. Pages render in its outlet.
 */
export function CompanyShell() {
  // The shell renders before any screen: the portal's dates are on the company's clock from the
  // first one formatted.
  useCompanyTimeZone();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const brand = useCompanyBrand();
  const allowAdmins = useCompanyProfile().data?.company.settings.allowAdminCompanySettings ?? false;
  return (
    <PortalShell
      // The page title is the h1 of each screen; the company name in the header is one level below.
      brand={<CompanyBrand tenant={brand} order={2} />}
      items={companyNav(user.role, allowAdmins)}
      sidebarKey={COMPANY_SIDEBAR_KEY}
      actions={<GlobalSearch />}
      user={{
        name: user.name,
        email: user.email,
        avatar: user.profile.avatar,
        roleLabel: roleLabel(user.role),
        onSignOut: () => signOut(),
        links: USER_MENU_LINKS,
      }}
    />
  );
}
