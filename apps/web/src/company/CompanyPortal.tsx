import { Navigate, Route, Routes } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { TEAM_MANAGER_ROLES } from './access';
import { CompanyShell } from './CompanyShell';
import { TenantContext } from './company-profile';
import { CompanySettingsGate } from './guards/CompanySettingsGate';
import { RoleGate } from './guards/RoleGate';
import {
  BrandPage,
  BrandsPage,
  CompanySettingsPage,
  DashboardPage,
  EnquiriesPage,
  EnquiryPage,
  FollowUpsPage,
  ImportsPage,
  LeadDuplicatesPage,
  LeadPage,
  LeadsPage,
  MeetingPage,
  MeetingsPage,
  TeamPage,
  TeamSettingsPage,
  UserSettingsPage,
} from './pages';
import { COMPANY_PATHS as P } from './paths';
import type { TenantInfo } from './useTenant';

/** Team Management: owner and admin (docs/product/company-portal.md#who-may-do-what). */
const TEAM_PAGES = [
  [P.team, TeamPage],
  [P.teamSettings, TeamSettingsPage],
] as const;

/** A company's host, signed in as one of its users: its routes and their guards (docs/product/company-portal.md#shell-and-navigation, #route-guards). */
export function CompanyPortal({ tenant }: { tenant: TenantInfo }) {
  return (
    <TenantContext.Provider value={tenant}>
      <Routes>
        <Route element={<CompanyShell />}>
          <Route index element={<DashboardPage />} />
          <Route path={P.crmBrands} element={<BrandsPage />} />
          <Route path={P.crmBrand} element={<BrandPage />} />
          <Route path={P.crmLeads} element={<LeadsPage />} />
          <Route path={P.crmLeadDuplicates} element={<LeadDuplicatesPage />} />
          <Route path={P.crmLead} element={<LeadPage />} />
          <Route path={P.crmMeetings} element={<MeetingsPage />} />
          <Route path={P.crmMeeting} element={<MeetingPage />} />
          <Route path={P.crmEnquiries} element={<EnquiriesPage />} />
          <Route path={P.crmEnquiry} element={<EnquiryPage />} />
          <Route path={P.crmFollowUps} element={<FollowUpsPage />} />
          <Route path={P.crmImports} element={<ImportsPage />} />
          {TEAM_PAGES.map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <RoleGate roles={TEAM_MANAGER_ROLES} reason={MESSAGES.web.noAccess.team}>
                  <Page />
                </RoleGate>
              }
            />
          ))}
          <Route
            path={P.companySettings}
            element={
              <CompanySettingsGate>
                <CompanySettingsPage />
              </CompanySettingsGate>
            }
          />
          <Route path={P.userSettings} element={<UserSettingsPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </TenantContext.Provider>
  );
}
