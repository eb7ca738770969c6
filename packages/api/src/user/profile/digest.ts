/** The signed-in user's daily follow-up digest preference (user settings), whatever their role. */
import type { TRPCRouterRecord } from '@trpc/server';

import { digestPreferenceInput, MESSAGES } from '@app/contracts';
import { eq, tenantTables, type Executor } from '@app/db';

import { tenantPersonProcedure } from '../../core/procedures';

const { users } = tenantTables;
const m = MESSAGES.crm.digest;

async function digestOf(tx: Executor, userId: string) {
  const [row] = await tx.select({ optedOut: users.digestOptOut }).from(users).where(eq(users.id, userId));
  return { optedOut: row?.optedOut ?? false };
}

/** appRouter.user.digest */
export const userDigestRouter = {
  get: tenantPersonProcedure.query(async ({ ctx }) => ({
    message: m.fetched,
    digest: await digestOf(ctx.tx, ctx.actor.id),
  })),
  update: tenantPersonProcedure.input(digestPreferenceInput).mutation(async ({ ctx, input }) => {
    await ctx.tx.update(users).set({ digestOptOut: input.optedOut }).where(eq(users.id, ctx.actor.id));
    return { message: m.updated, digest: await digestOf(ctx.tx, ctx.actor.id) };
  }),
} satisfies TRPCRouterRecord;
