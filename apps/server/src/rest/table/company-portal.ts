import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

const route = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>): RestRoute => ({
  ...r,
  tag: 'Company',
  auth: true,
  host: 'tenant',
});
const lists = MESSAGES.companyLists;

/**
 * The company portal's own calls (docs/product/company-portal.md#rest-paths) on the company's host: its profile, settings,
 * dashboard and lists, and the signed-in user's profile. Who may call what is the procedures'
 * (docs/product/company-portal.md#who-may-do-what); the team paths are in company-portal-team.ts.
 */
export const companyPortalRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/api/company/profile',
    procedure: 'company.profile.get',
    message: MESSAGES.companySettings.fetched,
    summary: 'The company: name, subdomain, branding (logo URL, theme colour), contact, owner, settings',
    data: ['company'],
  }),
  route({
    method: 'PUT',
    path: '/api/company/settings',
    procedure: 'company.settings.update',
    files: ['logo'],
    summary:
      'Company settings (owner; admins while allowAdminCompanySettings is on): name, themeColor, logo (a file, or "" to remove), timeZone (IANA name), digestHour (0-23); allowAdminCompanySettings is the owner\'s alone',
    data: ['company'],
  }),
  route({
    method: 'GET',
    path: '/api/company/dashboard',
    procedure: 'company.dashboard.get',
    message: MESSAGES.companySettings.dashboardFetched,
    summary: 'User counts, the 5 newest users and the health of database, storage and mail',
    data: ['stats', 'recentUsers', 'health'],
  }),
  route({
    method: 'GET',
    path: '/api/company/departments',
    procedure: 'company.departments.list',
    message: lists.departments.fetched,
    summary: 'The departments, in display order',
    data: ['departments'],
  }),
  route({
    method: 'PUT',
    path: '/api/company/departments',
    procedure: 'company.departments.save',
    summary: 'Replace the departments with the full list sent (owner, admin); members follow a rename',
    data: ['departments'],
  }),
  route({
    method: 'GET',
    path: '/api/company/designations',
    procedure: 'company.designations.list',
    message: lists.designations.fetched,
    summary: 'The designations, in display order',
    data: ['designations'],
  }),
  route({
    method: 'PUT',
    path: '/api/company/designations',
    procedure: 'company.designations.save',
    summary: 'Replace the designations with the full list sent (owner, admin); members follow a rename',
    data: ['designations'],
  }),
  route({
    method: 'GET',
    path: '/api/user/profile',
    procedure: 'user.profile.get',
    message: MESSAGES.userProfile.fetched,
    summary: 'The signed-in user, with their company',
    data: ['user'],
  }),
  route({
    method: 'PUT',
    path: '/api/user/profile',
    procedure: 'user.profile.update',
    files: ['avatar'],
    summary: 'Update your name, phone (or profile.phone) and picture (JSON or multipart); the email is read-only',
    data: ['user'],
  }),
  route({
    method: 'POST',
    path: '/api/user/sign-out-everywhere',
    procedure: 'user.signOutEverywhere',
    summary: 'End every session of the signed-in user, this one included',
  }),
];
