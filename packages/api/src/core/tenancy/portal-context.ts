import type { inferProcedureBuilderResolverOptions } from '@trpc/server';

import type { UserActor } from '../middlewares/auth';
import type { signedInTenantProcedure } from '../tenant-procedures';

/**
 * What a company-portal, team or CRM call runs with: the host's company, the request's transaction
 * on its schema, its files and after-commit work, the request and the signed-in user or key.
 * Inferred from the builder, so it cannot drift from the middleware; tenantUserProcedure's later
 * steps add nothing to it, and they import this type, hence signedInTenantProcedure.
 */
export type TenantContext = inferProcedureBuilderResolverOptions<typeof signedInTenantProcedure>['ctx'];

/** A company-portal call only a person may make (tenantPersonProcedure): their own account. */
export type PersonContext = TenantContext & { actor: UserActor };
