import { initTRPC } from '@trpc/server';

import type { Context } from './context';
import { describeError } from './errors';
import { refuseUnsafeText } from './middlewares/unsafe-text';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const described = describeError(error);
    return {
      message: described.message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: described.status,
        path: shape.data.path,
        appCode: described.code,
        errors: described.errors,
        ...(described.details ? { details: described.details } : {}),
      },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure first refuses control characters and broken Unicode in its headers and input. */
export const baseProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  refuseUnsafeText(ctx.request, await getRawInput());
  return next();
});
