import type { TRPCRouterRecord } from '@trpc/server';

import { platformTables, tenantTables } from '@app/db';
import { listLayoutInput, saveListLayoutInput } from '@app/contracts';

import { superAdminPersonProcedure, tenantPersonProcedure } from '../../core/procedures';
import { readLayout, resetLayout, saveLayout } from './layouts';

/**
 * Layouts belong to a person, never to an API key (an integration has no screen), so both
 * routers take people only. A company user's layout lives in the company's schema.
 */
export const companyUserLayouts = tenantPersonProcedure.use(({ ctx, next }) =>
  next({ ctx: { store: { db: ctx.tx, table: tenantTables.listLayouts, personId: ctx.actor.id } } }),
);
export const superAdminLayouts = superAdminPersonProcedure.use(({ ctx, next }) =>
  next({ ctx: { store: { db: ctx.deps.db, table: platformTables.superAdminListLayouts, personId: ctx.actor.id } } }),
);

export const layoutRouter = (procedure: typeof companyUserLayouts | typeof superAdminLayouts) =>
  ({
    get: procedure.input(listLayoutInput).query(({ ctx, input }) => readLayout(ctx.store, input.list)),
    save: procedure
      .input(saveListLayoutInput)
      .mutation(({ ctx, input }) => saveLayout(ctx.store, input.list, input.layout)),
    reset: procedure.input(listLayoutInput).mutation(({ ctx, input }) => resetLayout(ctx.store, input.list)),
  }) satisfies TRPCRouterRecord;
