import type { TRPCRouterRecord } from '@trpc/server';

import { MESSAGES } from '@app/contracts';
import { sql } from '@app/db';

import { AppError } from '../core/errors';
import { publicProcedure } from '../core/procedures';

export const systemRouter = {
  /** The process is up. */
  health: publicProcedure.query(() => ({ status: 'ok' as const })),
  /** The database and the file storage answer. */
  ready: publicProcedure.query(async ({ ctx }) => {
    try {
      await ctx.deps.db.execute(sql`select 1`);
    } catch {
      throw new AppError('DATABASE_UNAVAILABLE', MESSAGES.generic.databaseUnavailable);
    }
    try {
      await ctx.deps.storage.ping();
    } catch {
      throw new AppError('STORAGE_UNAVAILABLE', MESSAGES.generic.storageUnavailable);
    }
    return { status: 'ready' as const, database: 'ok' as const, storage: ctx.deps.storage.driver };
  }),
} satisfies TRPCRouterRecord;
