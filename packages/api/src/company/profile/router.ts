import type { TRPCRouterRecord } from '@trpc/server';

import { companySettingsInput } from '@app/contracts';

import { companySettingsProcedure, tenantUserProcedure } from '../../core/procedures';
import { getCompanyProfile, updateCompanySettings } from './settings';

/** appRouter.company.profile: the host's company, for every role (docs/product/company-portal.md#who-may-do-what). */
export const companyProfileRouter = {
  get: tenantUserProcedure.query(({ ctx }) => getCompanyProfile(ctx)),
} satisfies TRPCRouterRecord;

/** appRouter.company.settings: the owner, or an admin while allowAdminCompanySettings is on. */
export const companySettingsRouter = {
  update: companySettingsProcedure
    .input(companySettingsInput)
    .mutation(({ ctx, input }) => updateCompanySettings(ctx, input)),
} satisfies TRPCRouterRecord;
