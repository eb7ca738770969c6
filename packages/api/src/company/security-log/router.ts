import type { TRPCRouterRecord } from '@trpc/server';

import { MESSAGES, securityLogInput } from '@app/contracts';
import { tenantTables } from '@app/db';

import { AppError } from '../../core/errors';
import { tenantPersonProcedure } from '../../core/procedures';
import { logPeople } from '../../kit/security-log/people';
import { readSecurityLog } from '../../kit/security-log/read';

/**
 * The company's owner alone: not admins, even while allowAdminCompanySettings lets them manage
 * the other settings, since the log records what admins do too.
 */
const ownerProcedure = tenantPersonProcedure.use(({ ctx, next }) => {
  if (ctx.actor.role !== 'owner') throw new AppError('FORBIDDEN', MESSAGES.securityLog.ownerOnly);
  return next();
});

/** appRouter.company.securityLog: the host company's log, read in the request's transaction. */
export const companySecurityLogRouter = {
  list: ownerProcedure
    .input(securityLogInput)
    .query(({ ctx, input }) => readSecurityLog(ctx.tx, tenantTables.securityEvents, input, ctx.company.timeZone)),
  people: ownerProcedure.query(({ ctx }) => logPeople(ctx.tx, tenantTables.securityEvents)),
} satisfies TRPCRouterRecord;
