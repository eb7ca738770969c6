import type { TRPCRouterRecord } from '@trpc/server';

import { platformTables, tenantTables } from '@app/db';
import { listLayoutInput, saveListLayoutInput } from '@app/contracts';

import { superAdminPersonProcedure, tenantPersonProcedure } from '../../core/procedures';
import { readLayout, resetLayout, saveLayout } from './layouts';

/**
 * Layouts belong to a person, never to an API key (an integration has no screen), so both
 * routers take people only. A company user's layout lives in the company's schema.
 */
const companyUser = tenantPersonProcedure.use(({ ctx, next }) =>
  next({ ctx: { store: { db: ctx.tx, table: tenantTables.listLayouts, personId: ctx.actor.id } } }),
);
const superAdmin = superAdminPersonProcedure.use(({ ctx, next }) =>
  next({ ctx: { store: { db: ctx.deps.db, table: platformTables.superAdminListLayouts, personId: ctx.actor.id } } }),
);

const layoutRouter = (procedure: typeof companyUser | typeof superAdmin) =>
  ({
    get: procedure.input(listLayoutInput).query(({ ctx, input }) => readLayout(ctx.store, input.list)),
    save: procedure
      .input(saveListLayoutInput)
      .mutation(({ ctx, input }) => saveLayout(ctx.store, input.list, input.layout)),
    reset: procedure.input(listLayoutInput).mutation(({ ctx, input }) => resetLayout(ctx.store, input.list)),
  }) satisfies TRPCRouterRecord;

/** appRouter.user.listLayouts: the signed-in company user's own list layouts. */
export const userListLayoutsRouter = layoutRouter(companyUser);
/** appRouter.platform.listLayouts: the signed-in super admin's own list layouts. */
export const platformListLayoutsRouter = layoutRouter(superAdmin);
