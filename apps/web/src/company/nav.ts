import {
  IconAddressBook,
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarCheck,
  IconFileImport,
  IconLayoutDashboard,
  IconMessageQuestion,
  IconSettings,
  IconUserCog,
  IconUsersGroup,
  IconAdjustmentsHorizontal,
} from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import type { NavEntry, NavItem } from '../shell/nav';
import { companySettingsAccess, roleAllowed, TEAM_MANAGER_ROLES } from './access';
import { COMPANY_PATHS as P } from './paths';

const t = MESSAGES.web.companyPortal.nav;

/**
 * The company portal's entries for a role (docs/product/company-portal.md#shell-and-navigation, #who-may-do-what): Team Management for owner and admin,
 * Company Settings for the owner and, while it is allowed, for admins.
 */
export function companyNav(role: string, allowAdminCompanySettings: boolean): NavEntry[] {
  const entries: NavEntry[] = [
    { label: t.dashboard, to: P.dashboard, icon: IconLayoutDashboard },
    {
      label: t.crm,
      items: [
        { label: t.brands, to: P.crmBrands, icon: IconBuildingStore },
        { label: t.leads, to: P.crmLeads, icon: IconAddressBook },
        { label: t.meetings, to: P.crmMeetings, icon: IconCalendarEvent },
        { label: t.enquiries, to: P.crmEnquiries, icon: IconMessageQuestion },
        { label: MESSAGES.crm.followUps.title, to: P.crmFollowUps, icon: IconCalendarCheck },
        { label: t.imports, to: P.crmImports, icon: IconFileImport },
      ],
    },
  ];
  if (roleAllowed(role, TEAM_MANAGER_ROLES)) {
    entries.push({
      label: t.teamManagement,
      items: [
        { label: t.team, to: P.team, icon: IconUsersGroup },
        { label: t.teamSettings, to: P.teamSettings, icon: IconAdjustmentsHorizontal },
      ],
    });
  }
  if (companySettingsAccess(role, allowAdminCompanySettings) === 'allowed') {
    entries.push({ label: t.companySettings, to: P.companySettings, icon: IconSettings });
  }
  return entries;
}

/** The user menu's page (docs/product/company-portal.md#shell-and-navigation). */
export const USER_MENU_LINKS: readonly NavItem[] = [{ label: t.userSettings, to: P.userSettings, icon: IconUserCog }];

/** Collapsed sidebar state of the company portal (the admin portal keeps its own). */
export const COMPANY_SIDEBAR_KEY = 'company-sidebar-collapsed';
