import {
  IconBuilding,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconShieldLock,
  IconUserCog,
  IconUsersGroup,
} from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import type { NavItem } from '../shell/nav';

const t = MESSAGES.web.nav;

/** The admin shell's entries (docs/product/platform-admin.md#the-admin-shell). */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: t.dashboard, to: '/', icon: IconLayoutDashboard },
  { label: t.companies, to: '/companies', icon: IconBuilding },
  { label: t.team, to: '/team', icon: IconUsersGroup },
  { label: MESSAGES.web.mailOutbox.nav, to: '/mail', icon: IconMail },
  { label: MESSAGES.web.securityLog.title, to: '/security-log', icon: IconShieldLock },
  { label: MESSAGES.web.apiKeys.title, to: '/api-keys', icon: IconKey },
];

/** The user menu's page: the super admin's own password and two-factor sign-in. */
export const ADMIN_USER_MENU_LINKS: readonly NavItem[] = [
  { label: MESSAGES.web.account.title, to: '/account', icon: IconUserCog },
];

/** Collapsed sidebar state of the admin portal (the company portal keeps its own). */
export const ADMIN_SIDEBAR_KEY = 'admin-sidebar-collapsed';
