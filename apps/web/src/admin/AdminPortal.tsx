import { Navigate, Route, Routes } from 'react-router-dom';

import { lazyPage } from '../shared/layout/lazyPage';
import { AdminShell } from './AdminShell';

// One chunk per screen (route-level code splitting).
const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));
const CompaniesPage = lazyPage(() => import('./companies/CompaniesPage').then((m) => m.CompaniesPage));
const CompanyDetailPage = lazyPage(() => import('./company-detail/CompanyDetailPage').then((m) => m.CompanyDetailPage));
const SuperAdminsPage = lazyPage(() => import('./super-admins/SuperAdminsPage').then((m) => m.SuperAdminsPage));

/** The admin host, signed in as a super admin: its routes (spec 000 §2.1). */
export function AdminPortal() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<DashboardPage />} />
        <Route path="companies" element={<CompaniesPage />} />
        <Route path="companies/:companyId" element={<CompanyDetailPage />} />
        <Route path="team" element={<SuperAdminsPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
