import { initTRPC } from '@trpc/server';

import type { Context } from './context';
import { describeError } from './errors';

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
      },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const baseProcedure = t.procedure;
