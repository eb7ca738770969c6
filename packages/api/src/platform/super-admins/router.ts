import type { TRPCRouterRecord } from '@trpc/server';

import {
  createSuperAdminInput,
  listSuperAdminsInput,
  superAdminIdInput,
  superAdminStatusInput,
  updateSuperAdminInput,
} from '@app/contracts';

import { superAdminPersonProcedure } from '../../core/procedures';
import { createSuperAdmin } from './create';
import { getSuperAdmin } from './get';
import { listSuperAdmins } from './list';
import { removeSuperAdmin } from './remove';
import { setSuperAdminStatus } from './status';
import { updateSuperAdmin } from './update';

/** The platform team (appRouter.platform.superAdmins; docs/product/platform-admin.md#super-admins). */
export const platformSuperAdminsRouter = {
  list: superAdminPersonProcedure
    .input(listSuperAdminsInput)
    .query(({ ctx, input }) => listSuperAdmins(ctx.deps, ctx.actor, input)),
  get: superAdminPersonProcedure
    .input(superAdminIdInput)
    .query(({ ctx, input }) => getSuperAdmin(ctx.deps, ctx.actor, input)),
  create: superAdminPersonProcedure
    .input(createSuperAdminInput)
    .mutation(({ ctx, input }) => createSuperAdmin(ctx.deps, ctx.actor, input)),
  update: superAdminPersonProcedure
    .input(updateSuperAdminInput)
    .mutation(({ ctx, input }) => updateSuperAdmin(ctx, input)),
  setStatus: superAdminPersonProcedure
    .input(superAdminStatusInput)
    .mutation(({ ctx, input }) => setSuperAdminStatus(ctx, input)),
  remove: superAdminPersonProcedure
    .input(superAdminIdInput)
    .mutation(({ ctx, input }) => removeSuperAdmin(ctx.deps, ctx.actor, input)),
} satisfies TRPCRouterRecord;
