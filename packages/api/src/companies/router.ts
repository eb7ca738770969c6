import type { TRPCRouterRecord } from '@trpc/server';

export const companiesRouter = {} satisfies TRPCRouterRecord;
