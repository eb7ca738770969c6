import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { authRouter } from './auth/router';
import { companyApiKeysRouter } from './company/api-keys/router';
import { companyDashboardRouter } from './company/dashboard/router';
import { companyDepartmentsRouter, companyDesignationsRouter } from './company/departments-designations/router';
import { companyProfileRouter, companySettingsRouter } from './company/profile/router';
import { companySecurityLogRouter } from './company/security-log/router';
import { companyTeamExportProcedure } from './company/team-export/router';
import { companyTeamRouter } from './company/team/router';
import { companyWebhooksRouter } from './company/webhooks/router';
import { createCallerFactory, router } from './core/trpc';
import { crmBrandsRouter } from './crm/brands/router';
import { crmChangesProcedure } from './crm/changes/router';
import { crmChartsRouter } from './crm/charts/router';
import { crmCompanyUsersRouter } from './crm/company-users/router';
import { crmCustomColumnsRouter } from './crm/custom-columns/router';
import { crmDashboardRouter } from './crm/dashboard/router';
import { crmEnquiriesRouter } from './crm/enquiries/router';
import { crmExportsRouter } from './crm/exports/router';
import { crmFollowUpsRouter } from './crm/follow-ups/router';
import { crmImportsRouter } from './crm/imports/router';
import { crmLeadActivityRouter } from './crm/lead-activity/router';
import { crmLeadBoardRouter } from './crm/lead-board/router';
import { crmLeadMergeCountsRouter } from './crm/lead-merge-counts/router';
import { crmLeadNotesRouter } from './crm/lead-notes/router';
import { crmLeadsRouter } from './crm/leads/router';
import { crmMeetingsRouter } from './crm/meetings/router';
import { crmSearchProcedure } from './crm/search/router';
import { platformApiKeysRouter } from './platform/api-keys/router';
import { platformCompaniesRouter } from './platform/companies/router';
import { platformCompanyExportRouter } from './platform/company-export/router';
import { platformCompanyNotesRouter } from './platform/company-notes/router';
import { platformCompanyTeamRouter } from './platform/company-team/router';
import { platformCompanyTimelineRouter } from './platform/company-timeline/router';
import { platformDashboardRouter } from './platform/dashboard/router';
import { platformListLayoutsRouter } from './platform/list-layouts/router';
import { platformMailOutboxRouter } from './platform/mail-outbox/router';
import { platformCompanySecurityLogRouter, platformSecurityLogRouter } from './platform/security-log/router';
import { platformSuperAdminsRouter } from './platform/super-admins/router';
import { publicRouter } from './public/router';
import { systemRouter } from './system/router';
import { userListLayoutsRouter } from './user/list-layouts/router';
import { userDigestRouter } from './user/profile/digest';
import { userSignOutEverywhereProcedure, userProfileRouter } from './user/profile/router';

/**
 * Every procedure, by namespace. A router's variable is its mount path (`company.team` is
 * companyTeamRouter) and so is its folder (company/team/router.ts), except where mounts share one
 * service: company.settings sits with company.profile, company.departments and
 * company.designations in company/departments-designations, user.digest and
 * user.signOutEverywhere in user/profile. The REST paths follow the same namespaces, with
 * /api/super-admin for `platform` (apps/server/src/rest/table/).
 */
export const appRouter = router({
  system: router(systemRouter),
  auth: router(authRouter),
  platform: router({
    companies: router(platformCompaniesRouter),
    companyNotes: router(platformCompanyNotesRouter),
    companyTimeline: router(platformCompanyTimelineRouter),
    companyTeam: router(platformCompanyTeamRouter),
    superAdmins: router(platformSuperAdminsRouter),
    dashboard: router(platformDashboardRouter),
    mailOutbox: router(platformMailOutboxRouter),
    companyExport: router(platformCompanyExportRouter),
    companySecurityLog: router(platformCompanySecurityLogRouter),
    securityLog: router(platformSecurityLogRouter),
    apiKeys: router(platformApiKeysRouter),
    listLayouts: router(platformListLayoutsRouter),
  }),
  /** Look-ups a tenant host makes before anyone signs in. */
  public: router(publicRouter),
  /** The company portal (docs/product/company-portal.md): the host's company, its settings, team and lists. */
  company: router({
    profile: router(companyProfileRouter),
    settings: router(companySettingsRouter),
    dashboard: router(companyDashboardRouter),
    departments: router(companyDepartmentsRouter),
    designations: router(companyDesignationsRouter),
    team: router(companyTeamRouter),
    teamExport: companyTeamExportProcedure,
    securityLog: router(companySecurityLogRouter),
    apiKeys: router(companyApiKeysRouter),
    webhooks: router(companyWebhooksRouter),
  }),
  /** The signed-in company user's own account (docs/product/company-portal.md#user-settings). */
  user: router({
    profile: router(userProfileRouter),
    signOutEverywhere: userSignOutEverywhereProcedure,
    digest: router(userDigestRouter),
    listLayouts: router(userListLayoutsRouter),
  }),
  /** The CRM (docs/product/crm.md): brands and their columns, leads, meetings, enquiries, its dashboard. */
  crm: router({
    brands: router(crmBrandsRouter),
    customColumns: router(crmCustomColumnsRouter),
    companyUsers: router(crmCompanyUsersRouter),
    leads: router(crmLeadsRouter),
    leadMergeCounts: router(crmLeadMergeCountsRouter),
    leadActivity: router(crmLeadActivityRouter),
    leadNotes: router(crmLeadNotesRouter),
    leadBoard: router(crmLeadBoardRouter),
    meetings: router(crmMeetingsRouter),
    enquiries: router(crmEnquiriesRouter),
    dashboard: router(crmDashboardRouter),
    charts: router(crmChartsRouter),
    followUps: router(crmFollowUpsRouter),
    exports: router(crmExportsRouter),
    imports: router(crmImportsRouter),
    search: crmSearchProcedure,
    changes: crmChangesProcedure,
  }),
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
