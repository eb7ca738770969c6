import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';
import { superAdminRoute } from './platform';

export const dashboardRoutes: RestRoute[] = [
  superAdminRoute('Dashboard', {
    method: 'GET',
    path: '/api/super-admin/dashboard',
    procedure: 'platform.dashboard.summary',
    message: MESSAGES.dashboard.fetched,
    summary: 'Platform figures, recent companies and activity, companies per week (reads platform tables only)',
    data: [
      'totalCompanies',
      'activeCompanies',
      'totalUsers',
      'superAdminCount',
      'newThisWeek',
      'growth',
      'recentCompanies',
      'recentActivity',
      'companiesPerWeek',
    ],
  }),
];
