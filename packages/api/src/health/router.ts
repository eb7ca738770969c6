import type { TRPCRouterRecord } from '@trpc/server';

import { sql } from '@app/db';

import { AppError } from '../errors';
import { publicProcedure } from '../procedures';

export const healthRouter = {
  /** The process is up. */
  health: publicProcedure.query(() => ({ status: 'ok' as const })),
  /** The database and the file storage answer. */
  ready: publicProcedure.query(async ({ ctx }) => {
    try {
      await ctx.deps.db.execute(sql`select 1`);
      await ctx.deps.storage.ping();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'The service is not ready. Please try again shortly.');
    }
    return { status: 'ready' as const, database: 'ok' as const, storage: ctx.deps.storage.driver };
  }),
} satisfies TRPCRouterRecord;
