import type { TRPCRouterRecord } from '@trpc/server';

import { publicSubdomainInput, subdomainLookupInput } from '@app/contracts';

import { publicProcedure } from '../core/procedures';
import { publicSubdomainCheck, publicTheme } from '../platform/companies/subdomain';

/** Lookups the tenant host makes before anyone signs in (appRouter.public); no auth. */
export const publicRouter = {
  theme: publicProcedure.input(publicSubdomainInput).query(({ ctx, input }) => publicTheme(ctx.deps, input)),
  checkSubdomain: publicProcedure
    .input(subdomainLookupInput)
    .query(({ ctx, input }) => publicSubdomainCheck(ctx.deps, input)),
} satisfies TRPCRouterRecord;
