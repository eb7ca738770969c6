/**
 * The procedure builders every router uses. Each adds one guarantee on top of the last:
 * host resolved → platform or tenant scope → an authenticated actor → a role.
 */
import { MESSAGES, type UserRole } from '@app/contracts';

import { AppError } from './errors';
import { authenticateSuperAdmin, authenticateUser } from './middlewares/auth';
import { mapErrors } from './middlewares/errors';
import { resolveTarget } from './middlewares/host';
import { requirePlatformTarget, requireTenantTarget } from './middlewares/tenant';
import { RequestFiles } from './tenancy/request-files';
import { inTenant, requireActiveCompany } from './tenancy/scope';
import { baseProcedure } from './trpc';

/** Any host; `ctx.target` says platform or which company. */
export const hostProcedure = baseProcedure.use(mapErrors).use(resolveTarget);

/** Public calls that need no host at all (health, public company lookups). */
export const publicProcedure = baseProcedure.use(mapErrors);

export const platformProcedure = hostProcedure.use(({ ctx, next }) => {
  requirePlatformTarget(ctx.target);
  return next();
});

export const superAdminProcedure = platformProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { actor: await authenticateSuperAdmin(ctx) } }),
);

/**
 * The host's company, active, with the call inside one transaction on its schema (`ctx.tx`).
 * Files the call stores through `ctx.files` are removed again if the transaction rolls back, and
 * the ones it names as replaced are removed once it has committed.
 */
export const tenantProcedure = hostProcedure.use(async ({ ctx, next }) => {
  const company = await requireActiveCompany(ctx.deps, requireTenantTarget(ctx.target));
  const files = new RequestFiles(ctx.deps.storage, ctx.deps.log);
  let result;
  try {
    result = await inTenant(ctx.deps, company, async (tx) => {
      const inner = await next({ ctx: { company, tx, files } });
      // Throwing rolls the transaction back; tRPC turns it back into the error result.
      if (!inner.ok) throw inner.error;
      return inner;
    });
  } catch (error) {
    await files.rolledBack();
    throw error;
  }
  await files.committed();
  return result;
});

export const tenantUserProcedure = tenantProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { actor: await authenticateUser(ctx) } }),
);

/** Tenant users whose role is one of `roles`. */
export const rolesProcedure = (...roles: UserRole[]) =>
  tenantUserProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.actor.role)) throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
    return next();
  });
