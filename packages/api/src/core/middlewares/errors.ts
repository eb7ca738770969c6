import { TRPCError } from '@trpc/server';

import { isDatabaseUnavailable } from '@app/db';

import { AppError, toTRPCError } from '../errors';
import { IdempotentReplay } from '../idempotency/replay';
import { middleware } from '../trpc';

/**
 * Services throw AppError; tRPC needs its own error with the matching code so the HTTP status is
 * right on /trpc too. Anything else that escapes is a bug: logged here, shown to clients as a
 * generic 500 by the formatter.
 */
export const mapErrors = middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) throw toTRPCError(cause);
    // A kept answer sent again (idempotency/replay.ts): not an error, nothing to log.
    if (cause instanceof IdempotentReplay) return result;
    if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      // A lost database is an outage (answered 503), not a bug: one short line, no stack.
      if (isDatabaseUnavailable(cause)) ctx.deps.log.warn(`database unavailable (${path})`);
      else ctx.deps.log.error({ err: cause ?? result.error, path }, 'unexpected error in a procedure');
    }
  }
  return result;
});

export const isTRPCError = (e: unknown): e is TRPCError => e instanceof TRPCError;
