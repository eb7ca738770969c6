import type { TRPCRouterRecord } from '@trpc/server';

import { and, desc, gte, isNotNull, isNull, or, platformTables } from '@app/db';

import { superAdminProcedure } from '../procedures';

const { mailOutbox } = platformTables;

/** How many unsent mails the view lists, newest first. */
const LIMIT = 100;

/**
 * Mail not yet delivered (appRouter.platform.mailOutbox), for super admins: `pending` will be tried
 * again at `nextAttemptAt`, `failed` has spent its tries. Bodies stay out: they may hold sign-in codes.
 */
export const mailOutboxRouter = {
  unsent: superAdminProcedure.query(async ({ ctx }) => {
    const rows = await ctx.deps.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      // Mail only printed to the console (no SMTP) was never meant to be sent: not listed.
      .where(and(isNull(mailOutbox.sentAt), or(isNotNull(mailOutbox.nextAttemptAt), gte(mailOutbox.attempts, 1))))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(LIMIT);
    return {
      mails: rows.map((row) => ({ ...row, status: row.nextAttemptAt ? ('pending' as const) : ('failed' as const) })),
    };
  }),
} satisfies TRPCRouterRecord;
