import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';

import type { DescribedError } from './errors';

/**
 * The error a tRPC client receives, in one place: the formatter below every procedure builds it,
 * and the browser tests that play an outage answer with it rather than a copy of its fields.
 */
export function trpcErrorShape(described: DescribedError, trpcCode: TRPC_ERROR_CODE_KEY, path: string | undefined) {
  return {
    message: described.message,
    code: TRPC_ERROR_CODES_BY_KEY[trpcCode],
    data: {
      code: trpcCode,
      httpStatus: described.status,
      path,
      appCode: described.code,
      errors: described.errors,
      ...(described.details ? { details: described.details } : {}),
    },
  };
}
