import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { companyApiKeysRouter, platformApiKeysRouter } from './kit/api-keys/router';
import { authRouter } from './auth/router';
import { changesFeedProcedure } from './crm/changes/router';
import { companiesRouter } from './platform/companies/router';
import { publicCompanyRouter } from './public/router';
import { companyDashboardRouter } from './company/dashboard/router';
import { companyExportRouter } from './platform/company-export/router';
import { departmentsRouter, designationsRouter } from './company/departments-designations/router';
import { companyNotesRouter } from './platform/company-notes/router';
import { teamRouter } from './company/team/router';
import { companyProfileRouter, companySettingsRouter } from './company/profile/router';
import { companyTeamRouter } from './platform/company-team/router';
import { companyTimelineRouter } from './platform/company-timeline/router';
import { brandsRouter } from './crm/brands/router';
import { importsRouter } from './crm/imports/router';
import { companyUsersRouter } from './crm/company-users/router';
import { customColumnsRouter } from './crm/custom-columns/router';
import { leadBoardRouter } from './crm/lead-board/router';
import { crmDashboardRouter } from './crm/dashboard/router';
import { crmChartsRouter } from './crm/charts/router';
import { followUpsRouter } from './crm/follow-ups/router';
import { enquiriesRouter } from './crm/enquiries/router';
import { leadActivityRouter } from './crm/lead-activity/router';
import { leadNotesRouter } from './crm/lead-notes/router';
import { leadsRouter } from './crm/leads/router';
import { leadMergeCountsRouter } from './crm/lead-merge-counts/router';
import { meetingsRouter } from './crm/meetings/router';
import { exportsRouter, teamExportProcedure } from './crm/exports/router';
import { globalSearchProcedure } from './crm/search/router';
import { dashboardRouter } from './platform/dashboard/router';
import { healthRouter } from './system/router';
import { mailOutboxRouter } from './platform/mail-outbox/router';
import { companySecurityLogAdminRouter, platformSecurityLogRouter } from './platform/security-log/router';
import { companySecurityLogRouter } from './company/security-log/router';
import { superAdminsRouter } from './platform/super-admins/router';
import { platformListLayoutsRouter, userListLayoutsRouter } from './kit/list-layouts/router';
import { signOutEverywhereProcedure, userProfileRouter } from './user/profile/router';
import { userDigestRouter } from './user/profile/digest';
import { createCallerFactory, router } from './core/trpc';
import { companyWebhooksRouter } from './company/webhooks/router';

/** Routers by domain (DESIGN §5); new domains join here. */
export const appRouter = router({
  system: router(healthRouter),
  auth: router(authRouter),
  platform: router({
    companies: router(companiesRouter),
    companyNotes: router(companyNotesRouter),
    companyTimeline: router(companyTimelineRouter),
    companyTeam: router(companyTeamRouter),
    superAdmins: router(superAdminsRouter),
    dashboard: router(dashboardRouter),
    mailOutbox: router(mailOutboxRouter),
    companyExport: router(companyExportRouter),
    companySecurityLog: router(companySecurityLogAdminRouter),
    securityLog: router(platformSecurityLogRouter),
    apiKeys: router(platformApiKeysRouter),
    listLayouts: router(platformListLayoutsRouter),
  }),
  /** Look-ups a tenant host makes before anyone signs in. */
  public: router(publicCompanyRouter),
  /** The company portal (spec 001): the host's company, its settings, team and lists. */
  company: router({
    profile: router(companyProfileRouter),
    settings: router(companySettingsRouter),
    dashboard: router(companyDashboardRouter),
    departments: router(departmentsRouter),
    designations: router(designationsRouter),
    team: router(teamRouter),
    teamExport: teamExportProcedure,
    securityLog: router(companySecurityLogRouter),
    apiKeys: router(companyApiKeysRouter),
    webhooks: router(companyWebhooksRouter),
  }),
  /** The signed-in company user's own account (spec 001 §2.4). */
  user: router({
    profile: router(userProfileRouter),
    signOutEverywhere: signOutEverywhereProcedure,
    digest: router(userDigestRouter),
    listLayouts: router(userListLayoutsRouter),
  }),
  /** The CRM (spec 002): brands and their columns, leads, meetings, enquiries, its dashboard. */
  crm: router({
    brands: router(brandsRouter),
    customColumns: router(customColumnsRouter),
    companyUsers: router(companyUsersRouter),
    leads: router(leadsRouter),
    leadMergeCounts: router(leadMergeCountsRouter),
    leadActivity: router(leadActivityRouter),
    leadNotes: router(leadNotesRouter),
    leadBoard: router(leadBoardRouter),
    meetings: router(meetingsRouter),
    enquiries: router(enquiriesRouter),
    dashboard: router(crmDashboardRouter),
    charts: router(crmChartsRouter),
    followUps: router(followUpsRouter),
    exports: router(exportsRouter),
    imports: router(importsRouter),
    search: globalSearchProcedure,
    changes: changesFeedProcedure,
  }),
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
