import { matchPath } from 'react-router-dom';

import { lazyPage, type LazyPage } from '../kit/layout/lazyPage';
import { COMPANY_PATHS } from './paths';

// The screens load after sign-in: the login page stays small. One chunk per screen (route-level
// code splitting); CompanyPortal (portal.ts) routes them.
export const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));
export const BrandsPage = lazyPage(() => import('../crm/brands/BrandsPage').then((m) => m.BrandsPage));
export const BrandPage = lazyPage(() => import('../crm/brands/page/BrandPage').then((m) => m.BrandPage));
// The list or the pipeline board, as the user last chose (crm/leads/board).
export const LeadsPage = lazyPage(() => import('../crm/leads/board/LeadsScreen').then((m) => m.LeadsScreen));
export const LeadDuplicatesPage = lazyPage(() =>
  import('../crm/leads/duplicates/DuplicatesPage').then((m) => m.DuplicatesPage),
);
export const LeadPage = lazyPage(() => import('../crm/leads/page/LeadPage').then((m) => m.LeadPage));
export const MeetingsPage = lazyPage(() => import('../crm/meetings/MeetingsPage').then((m) => m.MeetingsPage));
export const MeetingPage = lazyPage(() => import('../crm/meetings/page/MeetingPage').then((m) => m.MeetingPage));
export const EnquiriesPage = lazyPage(() => import('../crm/enquiries/EnquiriesPage').then((m) => m.EnquiriesPage));
export const EnquiryPage = lazyPage(() => import('../crm/enquiries/page/EnquiryPage').then((m) => m.EnquiryPage));
export const ImportsPage = lazyPage(() => import('../crm/imports/ImportsPage').then((m) => m.ImportsPage));
export const FollowUpsPage = lazyPage(() => import('../crm/follow-ups/FollowUpsPage').then((m) => m.FollowUpsPage));
export const CompanySettingsPage = lazyPage(() =>
  import('./settings/CompanySettingsPage').then((m) => m.CompanySettingsPage),
);
export const UserSettingsPage = lazyPage(() => import('../user/UserSettingsPage').then((m) => m.UserSettingsPage));

// Team Management and Team Settings (departments and designations).
export const TeamPage = lazyPage(() => import('./team/TeamPage').then((m) => m.TeamPage));
export const TeamSettingsPage = lazyPage(() =>
  import('./departments-designations/TeamSettingsPage').then((m) => m.TeamSettingsPage),
);

/** The company routes' screens, for loading the screen of an address ahead (see preload.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens of any props
export const ROUTES: readonly (readonly [string, LazyPage<any>])[] = [
  [COMPANY_PATHS.dashboard, DashboardPage],
  [COMPANY_PATHS.crmBrands, BrandsPage],
  [COMPANY_PATHS.crmBrand, BrandPage],
  [COMPANY_PATHS.crmLeads, LeadsPage],
  [COMPANY_PATHS.crmLeadDuplicates, LeadDuplicatesPage],
  [COMPANY_PATHS.crmLead, LeadPage],
  [COMPANY_PATHS.crmMeetings, MeetingsPage],
  [COMPANY_PATHS.crmMeeting, MeetingPage],
  [COMPANY_PATHS.crmEnquiries, EnquiriesPage],
  [COMPANY_PATHS.crmEnquiry, EnquiryPage],
  [COMPANY_PATHS.crmFollowUps, FollowUpsPage],
  [COMPANY_PATHS.crmImports, ImportsPage],
  [COMPANY_PATHS.team, TeamPage],
  [COMPANY_PATHS.teamSettings, TeamSettingsPage],
  [COMPANY_PATHS.companySettings, CompanySettingsPage],
  [COMPANY_PATHS.userSettings, UserSettingsPage],
];

/** The screen a path shows; unknown paths redirect to the dashboard. */
export function companyPageFor(pathname: string) {
  return ROUTES.find(([path]) => matchPath(path, pathname))?.[1] ?? DashboardPage;
}
