import type { TRPCRouterRecord } from '@trpc/server';

export const publicCompanyRouter = {} satisfies TRPCRouterRecord;
