import type { TRPCRouterRecord } from '@trpc/server';

import {
  CUSTOM_FIELD_MANAGER_ROLES,
  columnIdInput,
  columnListInput,
  columnVisibilityInput,
  createColumnInput,
  MESSAGES,
  reorderColumnsInput,
  updateColumnInput,
} from '@app/contracts';

import { rolesProcedure, tenantUserProcedure } from '../../core/procedures';
import { columnsOf } from './reads';
import { serializeColumn } from './serialize';
import { createColumn, removeColumn, reorderColumns, setColumnVisibility, updateColumn } from './writes';

const m = MESSAGES.crm.columns;

/** The company's fields are the owner's and admins' to shape; members (and their screens) only read them. */
const columnManagerProcedure = rolesProcedure(...CUSTOM_FIELD_MANAGER_ROLES);

/**
 * The brand columns panel (docs/rest-guide.md, "CRM brands and columns"): every company role reads,
 * owners and admins manage.
 */
export const crmCustomColumnsRouter = {
  list: tenantUserProcedure.input(columnListInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    columns: (await columnsOf(ctx.tx, input.entity)).map(serializeColumn),
  })),
  create: columnManagerProcedure.input(createColumnInput).mutation(async ({ ctx, input }) => ({
    message: m.created,
    column: serializeColumn(await createColumn(ctx.tx, input)),
  })),
  update: columnManagerProcedure.input(updateColumnInput).mutation(async ({ ctx, input }) => ({
    message: m.updated,
    column: serializeColumn(await updateColumn(ctx.tx, input)),
  })),
  remove: columnManagerProcedure.input(columnIdInput).mutation(async ({ ctx, input }) => {
    const row = await removeColumn(ctx, input.id);
    return { message: m.deleted, id: row.id, _id: row.id };
  }),
  reorder: columnManagerProcedure.input(reorderColumnsInput).mutation(async ({ ctx, input }) => ({
    message: m.reordered,
    columns: (await reorderColumns(ctx.tx, input)).map(serializeColumn),
  })),
  setVisibility: columnManagerProcedure.input(columnVisibilityInput).mutation(async ({ ctx, input }) => ({
    message: m.visibilityUpdated,
    column: serializeColumn(await setColumnVisibility(ctx.tx, input)),
  })),
} satisfies TRPCRouterRecord;
