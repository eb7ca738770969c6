/**
 * The procedure builders every router uses. Each adds one guarantee on top of the last:
 * host resolved → platform or tenant scope → an authenticated actor → a role.
 */
import { MESSAGES, type UserRole } from '@app/contracts';

import { keepScope, readScope } from '../crm/visibility';
import { withRecordEvents } from '../kit/record-events/steps';
import { AppError } from './errors';
import { platformIdempotentWrite } from './idempotency/platform';
import { idempotentWrite } from './idempotency/writes';
import { authenticateCompanyReader, authenticatePlatformCaller } from './middlewares/auth';
import { mapErrors } from './middlewares/errors';
import { requirePlatformTarget, requireTenantTarget } from './middlewares/tenant';
import { requireActiveCompany } from './tenancy/scope';
import { hostProcedure, signedInTenantProcedure, tenantProcedure } from './tenant-procedures';
import { baseProcedure } from './trpc';

export { hostProcedure, tenantProcedure };

/** Public calls that need no host at all (health, public company lookups). */
export const publicProcedure = baseProcedure.use(mapErrors);

export const platformProcedure = hostProcedure.use(({ ctx, next }) => {
  requirePlatformTarget(ctx.target);
  return next();
});

/** A super admin, or a platform API key within its scope (api-keys/scopes.ts). */
export const superAdminProcedure = platformProcedure
  .use(async ({ ctx, path, type, next }) =>
    next({ ctx: { actor: await authenticatePlatformCaller(ctx, { path, type }) } }),
  )
  .use(({ ctx, type, next }) => {
    // A write sent with an Idempotency-Key runs once per key (idempotency/platform.ts).
    if (type !== 'mutation' || !ctx.idempotency) return next();
    const caller = `${ctx.actor.kind}:${ctx.actor.id}`;
    return platformIdempotentWrite({ db: ctx.deps.db, caller, ...ctx.idempotency }, () => next());
  });

/** The actor, when it is a person: API keys are refused (403) where only a person will do. */
function personOnly<A extends { kind: string }>(actor: A): Exclude<A, { kind: 'api_key' }> {
  if (actor.kind === 'api_key') throw new AppError('FORBIDDEN', MESSAGES.apiKeys.personOnly);
  return actor as Exclude<A, { kind: 'api_key' }>;
}

/** A signed-in super admin, never a key: the platform team itself and the platform's keys. */
export const superAdminPersonProcedure = superAdminProcedure.use(({ ctx, next }) =>
  next({ ctx: { actor: personOnly(ctx.actor) } }),
);

/**
 * A signed-in company user, or a company API key within its scopes (api-keys/scopes.ts); reads may
 * take a person's check made within the last second (decision 0018 §9).
 */
export const tenantUserProcedure = signedInTenantProcedure
  .use(async ({ ctx, next }) => {
    // Which CRM records this caller sees, kept with the request's transaction (crm/visibility).
    keepScope(ctx.tx, await readScope(ctx.tx, ctx.company.id, ctx.actor));
    return next();
  })
  .use(({ ctx, type, next }) => {
    // A write sent with an Idempotency-Key runs once per key (idempotency/writes.ts).
    if (type !== 'mutation' || !ctx.idempotency) return next();
    const caller = `${ctx.actor.kind}:${ctx.actor.id}`;
    return idempotentWrite({ tx: ctx.tx, caller, ...ctx.idempotency }, () => next());
  })
  .use(({ ctx, path, type, getRawInput, next }) => {
    // What integrations hear about a write (record-events/): in its transaction, after it.
    if (type !== 'mutation') return next();
    return withRecordEvents(ctx, path, getRawInput, () => next());
  });

/** A signed-in company user, never a key: one's own account, Company Settings, keys and webhooks. */
export const tenantPersonProcedure = tenantUserProcedure.use(({ ctx, next }) =>
  next({ ctx: { actor: personOnly(ctx.actor) } }),
);

/**
 * A signed-in company user's read that opens no transaction for the call: the handler reaches the
 * company's schema itself (withTenant on `ctx.deps.db`), and only when memory cannot answer. For
 * reads mostly answered from memory: the global search (decision 0026). The host's company is
 * checked as for every tenant call; the session as reads are (decision 0018 §9).
 */
export const tenantReaderProcedure = hostProcedure.use(async ({ ctx, path, type, next }) => {
  const company = await requireActiveCompany(ctx.deps, requireTenantTarget(ctx.target));
  return next({ ctx: { company, actor: await authenticateCompanyReader(ctx, company, { path, type }) } });
});

/** Tenant users whose role is one of `roles`. */
export const rolesProcedure = (...roles: UserRole[]) =>
  tenantUserProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.actor.role)) throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
    return next();
  });

/**
 * Company Settings (docs/product/company-portal.md#who-may-do-what): the owner always; an admin only while the company's
 * allowAdminCompanySettings is on; team members never. The reasons are the screen's own texts.
 */
export const companySettingsProcedure = tenantPersonProcedure.use(({ ctx, next }) => {
  const { role } = ctx.actor;
  if (role === 'owner' || (role === 'admin' && ctx.company.allowAdminCompanySettings)) return next();
  const reason = role === 'admin' ? MESSAGES.companySettings.adminAccessOff : MESSAGES.companySettings.ownerOnly;
  throw new AppError('FORBIDDEN', reason);
});
