import type { TRPCRouterRecord } from '@trpc/server';

import { updateProfileInput } from '@app/contracts';

import { tenantUserProcedure } from '../procedures';
import { getUserProfile, signOutEverywhere, updateUserProfile } from './profile';

/** appRouter.user.profile: the signed-in company user's own profile, whatever their role. */
export const userProfileRouter = {
  get: tenantUserProcedure.query(({ ctx }) => getUserProfile(ctx)),
  update: tenantUserProcedure.input(updateProfileInput).mutation(({ ctx, input }) => updateUserProfile(ctx, input)),
} satisfies TRPCRouterRecord;

/** appRouter.user.signOutEverywhere */
export const signOutEverywhereProcedure = tenantUserProcedure.mutation(({ ctx }) => signOutEverywhere(ctx));
