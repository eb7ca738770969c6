/**
 * The procedure builders every router uses. Each adds one guarantee on top of the last:
 * host resolved → platform or tenant scope → an authenticated actor → a role.
 */
import { MESSAGES, type UserRole } from '@app/contracts';

import { countKeyRequest } from '../kit/api-keys/authenticate';
import { presentedKey } from '../kit/api-keys/secret';
import { keepScope, readScope } from '../crm/visibility';
import { AppError } from './errors';
import { authenticateCompanyCaller, authenticateCompanyReader, authenticatePlatformCaller } from './middlewares/auth';
import { mapErrors } from './middlewares/errors';
import { resolveTarget } from './middlewares/host';
import { requirePlatformTarget, requireTenantTarget } from './middlewares/tenant';
import { platformIdempotentWrite } from './idempotency/platform';
import { idempotentWrite } from './idempotency/writes';
import { withRecordEvents } from '../kit/record-events/steps';
import { AfterCommit } from './tenancy/after-commit';
import { RequestFiles } from './tenancy/request-files';
import { inTenant, requireActiveCompany } from './tenancy/scope';
import { baseProcedure } from './trpc';

/**
 * Any host; `ctx.target` says platform or which company. Once a mutation ends, committed or not,
 * the session checks it may have changed are read again (decision 0018 §9).
 */
export const hostProcedure = baseProcedure
  .use(mapErrors)
  .use(resolveTarget)
  .use(async ({ ctx, type, next }) => {
    if (type !== 'mutation') return next();
    try {
      return await next();
    } finally {
      ctx.deps.checkedSessions.forgetAfterWrite(ctx.target, (subdomain) => ctx.deps.directory.knownId(subdomain));
    }
  });

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
 * The host's company, active, with the call inside one transaction on its schema (`ctx.tx`).
 * Files the call stores through `ctx.files` are removed again if the transaction rolls back, and
 * the ones it names as replaced are removed once it has committed. `ctx.afterCommit` takes work
 * that must wait for the commit (mail about the change).
 */
export const tenantProcedure = hostProcedure.use(async ({ ctx, next }) => {
  const company = await requireActiveCompany(ctx.deps, requireTenantTarget(ctx.target));
  // An API key's request is counted before the transaction takes its connection (api-keys/authenticate.ts).
  const key = presentedKey(ctx.request);
  if (key !== undefined) await countKeyRequest(ctx, key);
  const files = new RequestFiles(ctx.deps.storage, ctx.deps.log);
  const afterCommit = new AfterCommit(ctx.deps.log);
  let result;
  try {
    result = await inTenant(ctx.deps, company, async (tx) => {
      const inner = await next({ ctx: { company, tx, files, afterCommit } });
      // Throwing rolls the transaction back; tRPC turns it back into the error result.
      if (!inner.ok) throw inner.error;
      return inner;
    });
  } catch (error) {
    await files.rolledBack();
    throw error;
  }
  await files.committed();
  await afterCommit.run();
  return result;
});

/**
 * A signed-in company user, or a company API key within its scopes (api-keys/scopes.ts); reads may
 * take a person's check made within the last second (decision 0018 §9).
 */
export const tenantUserProcedure = tenantProcedure
  .use(async ({ ctx, path, type, next }) =>
    next({ ctx: { actor: await authenticateCompanyCaller(ctx, { path, type }) } }),
  )
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
