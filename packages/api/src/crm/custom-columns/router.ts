import type { TRPCRouterRecord } from '@trpc/server';

import {
  columnIdInput,
  columnListInput,
  columnVisibilityInput,
  createColumnInput,
  MESSAGES,
  reorderColumnsInput,
  updateColumnInput,
} from '@app/contracts';

import { tenantUserProcedure } from '../../procedures';
import { columnsOf } from './reads';
import { serializeColumn } from './serialize';
import { createColumn, removeColumn, reorderColumns, setColumnVisibility, updateColumn } from './writes';

const m = MESSAGES.crm.columns;

/** The brand columns panel (spec 002 §2.3, §5.2), for every company role (§6). */
export const customColumnsRouter = {
  list: tenantUserProcedure.input(columnListInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    columns: (await columnsOf(ctx.tx, input.entity)).map(serializeColumn),
  })),
  create: tenantUserProcedure.input(createColumnInput).mutation(async ({ ctx, input }) => ({
    message: m.created,
    column: serializeColumn(await createColumn(ctx.tx, input)),
  })),
  update: tenantUserProcedure.input(updateColumnInput).mutation(async ({ ctx, input }) => ({
    message: m.updated,
    column: serializeColumn(await updateColumn(ctx.tx, input)),
  })),
  remove: tenantUserProcedure.input(columnIdInput).mutation(async ({ ctx, input }) => {
    const row = await removeColumn(ctx.tx, input.id);
    return { message: m.deleted, id: row.id, _id: row.id };
  }),
  reorder: tenantUserProcedure.input(reorderColumnsInput).mutation(async ({ ctx, input }) => ({
    message: m.reordered,
    columns: (await reorderColumns(ctx.tx, input)).map(serializeColumn),
  })),
  setVisibility: tenantUserProcedure.input(columnVisibilityInput).mutation(async ({ ctx, input }) => ({
    message: m.visibilityUpdated,
    column: serializeColumn(await setColumnVisibility(ctx.tx, input)),
  })),
} satisfies TRPCRouterRecord;
