import type { TRPCRouterRecord } from '@trpc/server';

import { mailLogInput } from '@app/contracts';

import { superAdminProcedure } from '../../core/procedures';
import { mailLog } from './log';

/** Recorded mail for super admins (appRouter.platform.mailOutbox): the sent-mail log. */
export const platformMailOutboxRouter = {
  list: superAdminProcedure.input(mailLogInput).query(({ ctx, input }) => mailLog(ctx.deps, input)),
} satisfies TRPCRouterRecord;
