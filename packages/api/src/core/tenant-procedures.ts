/**
 * The procedure builders up to a signed-in company caller, apart from procedures.ts so that what
 * a tenant call's resolver receives (TenantContext, tenancy/portal-context.ts) can be inferred from
 * them by modules the later steps of the chain import, without an import circle.
 */
import { countKeyRequest } from '../kit/api-keys/authenticate';
import { presentedKey } from '../kit/api-keys/secret';
import { authenticateCompanyCaller } from './middlewares/auth';
import { mapErrors } from './middlewares/errors';
import { resolveTarget } from './middlewares/host';
import { requireTenantTarget } from './middlewares/tenant';
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

/** The tenant call with its caller authenticated; procedures.ts adds the steps every such call takes. */
export const signedInTenantProcedure = tenantProcedure.use(async ({ ctx, path, type, next }) =>
  next({ ctx: { actor: await authenticateCompanyCaller(ctx, { path, type }) } }),
);
