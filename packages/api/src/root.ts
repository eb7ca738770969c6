import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { authRouter } from './auth/router';
import { companiesRouter } from './companies/router';
import { publicCompanyRouter } from './companies/public-router';
import { companyNotesRouter } from './company-notes/router';
import { companyTeamRouter } from './company-team/router';
import { companyTimelineRouter } from './company-timeline/router';
import { dashboardRouter } from './dashboard/router';
import { healthRouter } from './health/router';
import { superAdminsRouter } from './super-admins/router';
import { createCallerFactory, router } from './trpc';

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
  }),
  /** Look-ups a tenant host makes before anyone signs in. */
  public: router(publicCompanyRouter),
  /** The company portal (spec 001): the host's company, its settings, team and lists. */
  company: router({}),
  /** The signed-in company user's own account (spec 001 §2.4). */
  user: router({}),
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
