import type { TRPCRouterRecord } from '@trpc/server';

import { companyIdInput, companySecurityLogInput, securityLogInput } from '@app/contracts';
import { platformTables, tenantTables, withTenant, type Tx } from '@app/db';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../../core/deps';
import { superAdminProcedure } from '../../core/procedures';
import { logPeople } from '../../kit/security-log/people';
import { readSecurityLog } from '../../kit/security-log/read';

/** Reads in the company's schema only: its search path names no other company's. */
async function inCompany<T>(deps: AppDeps, id: number, read: (tx: Tx, timeZone: string) => Promise<T>) {
  const company = await requireCompany(deps.db, id);
  return withTenant(deps.db, company.id, (tx) => read(tx, company.timeZone));
}

/** appRouter.platform.companySecurityLog: a company's log, for super admins. */
export const platformCompanySecurityLogRouter = {
  list: superAdminProcedure
    .input(companySecurityLogInput)
    .query(({ ctx, input }) =>
      inCompany(ctx.deps, input.id, (tx, timeZone) =>
        readSecurityLog(tx, tenantTables.securityEvents, input, timeZone),
      ),
    ),
  people: superAdminProcedure
    .input(companyIdInput)
    .query(({ ctx, input }) => inCompany(ctx.deps, input.id, (tx) => logPeople(tx, tenantTables.securityEvents))),
} satisfies TRPCRouterRecord;

/** appRouter.platform.securityLog: the platform's own accounts' log; its days are UTC days. */
export const platformSecurityLogRouter = {
  list: superAdminProcedure
    .input(securityLogInput)
    .query(({ ctx, input }) => readSecurityLog(ctx.deps.db, platformTables.platformSecurityEvents, input, 'UTC')),
  people: superAdminProcedure.query(({ ctx }) => logPeople(ctx.deps.db, platformTables.platformSecurityEvents)),
} satisfies TRPCRouterRecord;
