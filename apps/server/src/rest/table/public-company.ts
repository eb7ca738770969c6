import type { RestRoute } from '../route-types';

export const publicCompanyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/theme',
    procedure: 'public.theme',
    summary: "A company's theme colour (before login)",
    tag: 'Public',
    auth: false,
    host: 'none',
    data: ['themeColor'],
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/company/check-subdomain',
    procedure: 'public.checkSubdomain',
    summary: 'Does a company with this subdomain exist? (before login)',
    tag: 'Public',
    auth: false,
    host: 'none',
    topLevel: ['valid'],
    data: ['companyName', 'logo', 'themeColor', 'status'],
  },
];
