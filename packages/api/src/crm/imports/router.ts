import type { TRPCRouterRecord } from '@trpc/server';

import {
  createImportInput,
  importHistoryInput,
  importIdInput,
  MESSAGES,
  previewImportInput,
  startImportInput,
} from '@app/contracts';

import { personIdOf } from '../../core/middlewares/auth';
import { tenantPersonProcedure, tenantUserProcedure } from '../../core/procedures';
import { cancelImport, startImport } from './actions';
import { requestRevert } from './revert';
import { enqueueImport } from './queue';
import { downloadSink } from '../exports/run';
import { streamFailures } from './failures-download';
import { previewImport } from './preview';
import { findImport, importDetail, importHistory } from './reads';
import { serializeImport } from './serialize';
import { createImport } from './upload';

const m = MESSAGES.crm.imports;

/** CSV imports of brands, leads, meetings and enquiries, for every company role (like the records). */
export const crmImportsRouter = {
  /** REST only (multipart): the file streams in and is checked before the import exists. */
  create: tenantPersonProcedure.input(createImportInput).mutation(async ({ ctx, input }) => {
    const { row } = await createImport(ctx, input);
    return { message: m.uploaded, import: serializeImport(row, ctx.deps.now()), ...(await importDetail(ctx.tx, row)) };
  }),
  get: tenantUserProcedure.input(importIdInput).query(async ({ ctx, input }) => {
    const row = await findImport(ctx.tx, input.id);
    return { message: m.fetched, import: serializeImport(row, ctx.deps.now()), ...(await importDetail(ctx.tx, row)) };
  }),
  history: tenantUserProcedure.input(importHistoryInput).query(async ({ ctx, input }) => ({
    message: m.historyFetched,
    imports: (await importHistory(ctx.tx, input, personIdOf(ctx.actor), ctx.deps.now())).map((row) =>
      serializeImport(row, ctx.deps.now()),
    ),
  })),
  preview: tenantPersonProcedure.input(previewImportInput).mutation(async ({ ctx, input }) => {
    const { row, fields, preview } = await previewImport(ctx, input);
    return { message: m.previewed, import: serializeImport(row, ctx.deps.now()), fields, preview };
  }),
  /** REST only (GET …/{id}/failures.csv): the failing rows as a CSV file, streamed; over /trpc 400. */
  failures: tenantUserProcedure.input(importIdInput).query(async ({ ctx, input }) => {
    const row = await findImport(ctx.tx, input.id);
    await streamFailures(ctx, row, downloadSink(ctx));
    return { message: m.fetched };
  }),
  start: tenantPersonProcedure.input(startImportInput).mutation(async ({ ctx, input }) => ({
    message: m.started,
    import: serializeImport(await startImport(ctx, input, enqueueImport), ctx.deps.now()),
  })),
  cancel: tenantPersonProcedure.input(importIdInput).mutation(async ({ ctx, input }) => {
    const row = await cancelImport(ctx, input.id);
    return {
      message: row.status === 'cancelled' ? m.cancelled : m.cancelRequested,
      import: serializeImport(row, ctx.deps.now()),
    };
  }),
  revert: tenantUserProcedure.input(importIdInput).mutation(async ({ ctx, input }) => ({
    message: m.revertQueued,
    import: serializeImport(await requestRevert(ctx, input.id), ctx.deps.now()),
  })),
} satisfies TRPCRouterRecord;
