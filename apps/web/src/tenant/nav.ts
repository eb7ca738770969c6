import { IconLayoutDashboard } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import type { NavItem } from '../shell/nav';

/** The company portal's entries; document 2's screens add theirs here. */
export const COMPANY_NAV: readonly NavItem[] = [
  { label: MESSAGES.web.nav.dashboard, to: '/', icon: IconLayoutDashboard },
];

/** Collapsed sidebar state of the company portal (the admin portal keeps its own). */
export const COMPANY_SIDEBAR_KEY = 'company-sidebar-collapsed';
