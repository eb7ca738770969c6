/**
 * Every REST endpoint for integrators (spec 000 §7, DESIGN §5), one entry each. Adding an endpoint
 * is one entry here plus its procedure: the adapter, /api/openapi.json and /api/docs follow.
 *
 * Static segments win over parameters in Fastify's router, so `companies/check-subdomain` is
 * matched before `companies/:id` whatever the order below (a test holds this).
 */
import { MESSAGES } from '@app/contracts';

import type { RestRoute } from './route-types';

const IMAGES = ['logo', 'ownerDp'] as const;

const system: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    procedure: 'system.health',
    summary: 'The process is up',
    tag: 'System',
    auth: false,
    host: 'none',
    data: ['status'],
  },
  {
    method: 'GET',
    path: '/api/ready',
    procedure: 'system.ready',
    summary: 'The database and the file storage answer (503 when not)',
    tag: 'System',
    auth: false,
    host: 'none',
    data: ['status', 'database', 'storage'],
    errors: [503],
  },
];

const auth: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/request-code',
    procedure: 'auth.requestCode',
    message: MESSAGES.auth.codeSent,
    summary: 'Email a one-time login code',
    tag: 'Auth',
    auth: false,
    host: 'any',
    errors: [429],
  },
  {
    method: 'POST',
    path: '/api/auth/verify-code',
    procedure: 'auth.verifyCode',
    message: MESSAGES.auth.signedIn,
    summary: 'Exchange the emailed code for tokens',
    tag: 'Auth',
    auth: false,
    host: 'any',
    data: ['accessToken', 'refreshToken', 'user'],
    errors: [429],
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    procedure: 'auth.refresh',
    message: MESSAGES.auth.refreshed,
    summary: 'Rotate the refresh token for a new access token',
    tag: 'Auth',
    auth: false,
    host: 'any',
    data: ['accessToken', 'refreshToken'],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    procedure: 'auth.logout',
    message: MESSAGES.auth.signedOut,
    summary: 'End the session (revokes the refresh-token family); works on any host',
    tag: 'Auth',
    auth: false,
    host: 'none',
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    procedure: 'auth.me',
    summary: 'The signed-in account',
    tag: 'Auth',
    auth: true,
    host: 'any',
    data: ['user'],
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    procedure: 'auth.login',
    message: MESSAGES.auth.signedIn,
    summary: 'Sign in with email and password',
    tag: 'Auth',
    auth: false,
    host: 'any',
    data: ['accessToken', 'refreshToken', 'user'],
    errors: [429],
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    procedure: 'auth.changePassword',
    message: MESSAGES.auth.passwordChanged,
    summary: 'Set or change the password',
    tag: 'Auth',
    auth: true,
    host: 'any',
  },
];

const companies: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/super-admin/companies',
    procedure: 'platform.companies.list',
    message: MESSAGES.company.fetched,
    summary: 'List companies (paginated, searched, filtered and sorted on the server)',
    tag: 'Companies',
    auth: true,
    host: 'platform',
    data: ['companies', 'pagination', 'stats'],
  },
  {
    method: 'POST',
    path: '/api/super-admin/companies',
    procedure: 'platform.companies.create',
    status: 201,
    message: MESSAGES.company.created,
    files: IMAGES,
    summary: 'Create a company with its owner (JSON, or multipart with logo and ownerDp)',
    tag: 'Companies',
    auth: true,
    host: 'platform',
    data: ['company'],
    errors: [409],
  },
  {
    method: 'GET',
    path: '/api/super-admin/companies/check-subdomain',
    procedure: 'platform.companies.checkSubdomain',
    summary: 'Is a subdomain free for a new company?',
    tag: 'Companies',
    auth: true,
    host: 'platform',
    data: ['available'],
  },
  {
    method: 'GET',
    path: '/api/super-admin/companies/:id',
    procedure: 'platform.companies.get',
    summary: 'One company',
    tag: 'Companies',
    auth: true,
    host: 'platform',
    data: ['company'],
  },
  {
    method: 'PUT',
    path: '/api/super-admin/companies/:id',
    procedure: 'platform.companies.update',
    message: MESSAGES.company.updated,
    files: IMAGES,
    summary: 'Edit a company (JSON, or multipart with logo and ownerDp)',
    tag: 'Companies',
    auth: true,
    host: 'platform',
    data: ['company'],
    errors: [409],
  },
  {
    method: 'DELETE',
    path: '/api/super-admin/companies/:id',
    procedure: 'platform.companies.remove',
    message: MESSAGES.company.deleted,
    summary: 'Delete a company, its schema and its files',
    tag: 'Companies',
    auth: true,
    host: 'platform',
    data: ['id'],
  },
  {
    method: 'PATCH',
    path: '/api/super-admin/companies/:id/status',
    procedure: 'platform.companies.setStatus',
    summary: 'Activate or deactivate a company (deactivation signs its users out)',
    tag: 'Companies',
    auth: true,
    host: 'platform',
    data: ['company'],
  },
];

const publicCompany: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/theme',
    procedure: 'company.theme',
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
    procedure: 'company.checkSubdomain',
    summary: 'Does a company with this subdomain exist? (before login)',
    tag: 'Public',
    auth: false,
    host: 'none',
    topLevel: ['valid'],
    data: ['companyName', 'logo', 'themeColor', 'status'],
  },
];

export const REST_ROUTES: readonly RestRoute[] = [...system, ...auth, ...companies, ...publicCompany];

/** One line per tag for the reference page; a tag without one is shown without. */
export const REST_TAGS: Readonly<Record<string, string>> = {
  System: 'Liveness and readiness, for load balancers and orchestrators.',
  Auth: 'Sign-in by emailed code or password, token refresh, sign-out and the current account.',
  Companies: 'Company management on the platform host (super admins only).',
  Public: 'Look-ups the login page makes before anyone is signed in.',
};
