import { Navigate, Route, Routes } from 'react-router-dom';

import { AdminShell } from './AdminShell';
import {
  AccountPage,
  ApiKeysPage,
  CompaniesPage,
  CompanyDetailPage,
  DashboardPage,
  MailOutboxPage,
  SecurityLogPage,
  SuperAdminsPage,
} from './pages';

/** The admin host, signed in as a super admin: its routes (docs/product/platform-admin.md#hosts-and-sign-in). */
export function AdminPortal() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<DashboardPage />} />
        <Route path="companies" element={<CompaniesPage />} />
        <Route path="companies/:companyId" element={<CompanyDetailPage />} />
        <Route path="team" element={<SuperAdminsPage />} />
        <Route path="mail" element={<MailOutboxPage />} />
        <Route path="security-log" element={<SecurityLogPage />} />
        <Route path="api-keys" element={<ApiKeysPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
