import type { TRPCRouterRecord } from '@trpc/server';

export const authRouter = {} satisfies TRPCRouterRecord;
