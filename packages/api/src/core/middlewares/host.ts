import { AppError } from '../errors';
import { HostMismatchError, resolveHost } from '../tenancy/host';
import { middleware } from '../trpc';

/** Resolves the Host / X-Subdomain pair into the request's target before anything else. */
export const resolveTarget = middleware(({ ctx, next }) => {
  try {
    const target = resolveHost(ctx.request.host, ctx.request.subdomainHeader, ctx.deps.config.baseDomain);
    return next({ ctx: { target } });
  } catch (error) {
    if (error instanceof HostMismatchError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
});
