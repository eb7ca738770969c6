import { initTRPC } from '@trpc/server';

import type { Context } from './context';
import { trpcErrorShape } from './error-shape';
import { describeError } from './errors';
import { refuseUnsafeText } from './middlewares/unsafe-text';

const t = initTRPC.context<Context>().create({
  errorFormatter: ({ shape, error }) => trpcErrorShape(describeError(error), shape.data.code, shape.data.path),
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure first refuses control characters and broken Unicode in its headers and input. */
export const baseProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  refuseUnsafeText(ctx.request, await getRawInput());
  return next();
});
