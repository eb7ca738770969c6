import type { TRPCRouterRecord } from '@trpc/server';

import { updateProfileInput } from '@app/contracts';

import { tenantPersonProcedure } from '../../core/procedures';
import { getUserProfile, signOutEverywhere, updateUserProfile } from './profile';

/** appRouter.user.profile: the signed-in company user's own profile, whatever their role. */
export const userProfileRouter = {
  get: tenantPersonProcedure.query(({ ctx }) => getUserProfile(ctx)),
  update: tenantPersonProcedure.input(updateProfileInput).mutation(({ ctx, input }) => updateUserProfile(ctx, input)),
} satisfies TRPCRouterRecord;

/** appRouter.user.signOutEverywhere */
export const userSignOutEverywhereProcedure = tenantPersonProcedure.mutation(({ ctx }) => signOutEverywhere(ctx));
