import { matchPath } from 'react-router-dom';

import { lazyPage, type LazyPage } from '../kit/layout/lazyPage';

// The screens load after sign-in: the login page stays small. One chunk per screen (route-level
// code splitting); AdminPortal (portal.ts) routes them.
export const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));
export const CompaniesPage = lazyPage(() => import('./companies/CompaniesPage').then((m) => m.CompaniesPage));
export const CompanyDetailPage = lazyPage(() =>
  import('./company-detail/CompanyDetailPage').then((m) => m.CompanyDetailPage),
);
export const SuperAdminsPage = lazyPage(() => import('./super-admins/SuperAdminsPage').then((m) => m.SuperAdminsPage));
export const MailOutboxPage = lazyPage(() => import('./mail-outbox/MailOutboxPage').then((m) => m.MailOutboxPage));
export const SecurityLogPage = lazyPage(() => import('./security-log/SecurityLogPage').then((m) => m.SecurityLogPage));
export const ApiKeysPage = lazyPage(() => import('./api-keys/ApiKeysPage').then((m) => m.ApiKeysPage));
export const AccountPage = lazyPage(() => import('./account/AccountPage').then((m) => m.AccountPage));

/** The admin routes' paths (as in AdminPortal) and their screens, for loading a screen ahead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens of any props
export const ROUTES: readonly (readonly [string, LazyPage<any>])[] = [
  ['/', DashboardPage],
  ['/companies', CompaniesPage],
  ['/companies/:companyId', CompanyDetailPage],
  ['/team', SuperAdminsPage],
  ['/mail', MailOutboxPage],
  ['/security-log', SecurityLogPage],
  ['/api-keys', ApiKeysPage],
  ['/account', AccountPage],
];

/** The screen a path shows; unknown paths redirect to the dashboard. */
export function adminPageFor(pathname: string) {
  return ROUTES.find(([path]) => matchPath(path, pathname))?.[1] ?? DashboardPage;
}
