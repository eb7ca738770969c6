/**
 * Every REST endpoint for integrators (docs/product/platform-admin.md#rest-paths; docs/architecture.md#the-api), one entry each. Adding an endpoint
 * is one entry here plus its procedure: the adapter, /api/openapi.json and /api/docs follow.
 *
 * Static segments win over parameters in Fastify's router, so `companies/check-subdomain` is
 * matched before `companies/:id` whatever the order below (a test holds this).
 */
import type { RestRoute } from './route-types';
import { apiKeyRoutes } from './table/api-keys';
import { crmChangesRoutes } from './table/crm-changes';
import { authRoutes } from './table/auth';
import { companyRoutes } from './table/companies';
import { companyPortalRoutes } from './table/company-portal';
import { companyPortalTeamRoutes } from './table/company-portal-team';
import { companyRecordRoutes } from './table/company-records';
import { companyTeamRoutes } from './table/company-team';
import { crmBrandRoutes } from './table/crm-brands';
import { crmLeadBoardRoutes } from './table/crm-board';
import { crmFollowUpRoutes } from './table/crm-follow-ups';
import { crmColumnRoutes } from './table/crm-columns';
import { crmImportRoutes } from './table/crm-imports';
import { crmDataOutRoutes } from './table/crm-data-out';
import { crmLeadPageRoutes } from './table/crm-lead-page';
import { crmDashboardRoutes, crmEnquiryRoutes, crmLeadRoutes, crmMeetingRoutes } from './table/crm-records';
import { dashboardRoutes } from './table/dashboard';
import { operationsRoutes } from './table/operations';
import { publicCompanyRoutes } from './table/public-company';
import { securityLogRoutes } from './table/security-log';
import { superAdminRoutes } from './table/super-admins';
import { systemRoutes } from './table/system';
import { webhookRoutes } from './table/webhooks';

export const REST_ROUTES: readonly RestRoute[] = [
  ...systemRoutes,
  ...authRoutes,
  ...dashboardRoutes,
  ...companyRoutes,
  ...operationsRoutes,
  ...companyRecordRoutes,
  ...companyTeamRoutes,
  ...companyPortalRoutes,
  ...companyPortalTeamRoutes,
  ...superAdminRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...crmChangesRoutes,
  ...publicCompanyRoutes,
  ...crmBrandRoutes,
  ...crmColumnRoutes,
  ...crmImportRoutes,
  ...crmLeadRoutes,
  ...crmLeadPageRoutes,
  ...crmLeadBoardRoutes,
  ...crmFollowUpRoutes,
  ...crmMeetingRoutes,
  ...crmEnquiryRoutes,
  ...crmDashboardRoutes,
  ...crmDataOutRoutes,
  ...securityLogRoutes,
];

/** One line per tag for the reference page; a tag without one is shown without. */
export const REST_TAGS: Readonly<Record<string, string>> = {
  System: 'Liveness and readiness, for load balancers and orchestrators.',
  Auth: 'Sign-in by emailed code or password, token refresh, sign-out and the current account.',
  Dashboard: 'Platform figures for the admin dashboard (super admins only).',
  Companies: 'Company management on the platform host (super admins only).',
  'Company Timeline': "Each company's history, recorded by the server in the same transaction as every change.",
  'Company Notes': 'Notes the platform team keeps about a company, with attachments.',
  'Company Team': "A company's users, as super admins manage them.",
  Company:
    "The company portal: the host company's profile, settings, dashboard, departments and designations, and the signed-in user's own profile.",
  Team: "The company portal's team management: the host company's users, for its owner and admins.",
  'Super Admins': 'The platform team of super admins (super admins only).',
  'Security Log':
    "Security events (sign-ins, account and role changes, exports, imports): a company's for its owner, and for super admins every company's and the platform's own.",
  Webhooks:
    "A company's webhook endpoints (signed deliveries of its record events, retried for about a day) and their deliveries, in Company Settings.",
  Operations: 'The sent-mail log and the export of a company that leaves (super admins only).',
  Public: 'Look-ups the login page makes before anyone is signed in.',
  'CRM Brands': 'Brands with configurable columns, bulk actions and the company-user picker (any company role).',
  'CRM Imports':
    'CSV imports of brands, leads, meetings and enquiries: upload, mapping, preview, background run with progress, cancel, history (any company role).',
  'CRM Columns': 'The configurable brand columns: add, edit, hide, reorder, delete (every company role).',
  'CRM Leads': 'Sales leads of the company’s brands: stage, outcome, priority, CS person (any company role).',
  'CRM Lead Page':
    "A lead's activity timeline (recorded by the server with every change) and its notes with attachments.",
  'CRM Meetings': 'Meetings scheduled with leads (any company role).',
  'CRM Enquiries': 'Client enquiries of leads, Send Proposal and the summary cards (any company role).',
  'CRM Follow-ups':
    'Leads and enquiries due for a follow-up on the company calendar: list, done, snooze (any company role).',
  'CRM Dashboard': 'CRM totals for the company’s dashboards (any company role).',
  'CRM Search':
    'One search over brands, leads, meetings, enquiries and team members, for Ctrl/Cmd+K (any company role).',
  'CRM Changes':
    'Every change to brands, leads, meetings and enquiries in commit order, deletions included, for keeping a copy in sync (any company role, crm:read keys).',
  'API Keys':
    'Keys for integrations: a company’s (owners, and admins allowed into Company Settings) and the platform’s (super admins). The secret is shown once.',
};
