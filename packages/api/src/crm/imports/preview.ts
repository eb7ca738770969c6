/**
 * The check before anything is written: every row read through the mapping exactly as the run will
 * read it, nothing stored. It answers the first rows as they will be stored, the first row errors,
 * and how many rows are valid and how many duplicate a record.
 */
import { IMPORT_LIMITS, MESSAGES, type ImportKind, type PreviewImportInput } from '@app/contracts';
import { eq, tenantTables } from '@app/db';

import { AppError } from '../../core/errors';
import type { TenantContext } from '../../core/tenancy/portal-context';
import type { CellValue } from './cells';
import { companyCalendar } from './dates';
import { fieldsOf, type ImportField } from './fields';
import { checkMapping, type Mapping } from './mapping';
import { runPipeline, type PipelineSink, type Plan } from './pipeline';
import { findImport } from './reads';
import type { ImportRow } from './serialize';
import { dataRows } from './source';

const m = MESSAGES.crm.imports;

export interface RowError {
  line: number;
  field: string;
  message: string;
}

export function requireUploaded(row: ImportRow) {
  if (row.status !== 'uploaded') throw new AppError('CONFLICT', m.notEditable);
}

export async function planFor(ctx: TenantContext, row: ImportRow, sent: Mapping | undefined) {
  const fields = await fieldsOf(ctx.tx, row.kind as ImportKind);
  const mapping = checkMapping(sent ?? row.mapping, row.headers, fields);
  return { fields, mapping };
}

export const planOf = (ctx: TenantContext, row: ImportRow, fields: readonly ImportField[], mapping: Mapping): Plan => ({
  kind: row.kind as ImportKind,
  fields,
  mapping,
  duplicates: 'skip',
  actorId: ctx.actor.id,
  ...companyCalendar(ctx.company.timeZone, ctx.deps.now()),
});

export async function previewImport(ctx: TenantContext, input: PreviewImportInput) {
  const row = await findImport(ctx.tx, input.id, true);
  requireUploaded(row);
  const { fields, mapping } = await planFor(ctx, row, input.mapping);
  const rows: { line: number; values: Record<string, CellValue> }[] = [];
  const errors: RowError[] = [];
  const sink: PipelineSink = {
    write: async () => {},
    failed: async (failed, problems) => {
      for (const p of problems) {
        if (errors.length < IMPORT_LIMITS.errorsShown)
          errors.push({ line: failed.line, field: p.field, message: p.message });
      }
    },
    created: (line, shown) => {
      if (rows.length < IMPORT_LIMITS.previewRows) rows.push({ line, values: shown });
    },
  };
  const counts = await runPipeline(ctx.tx, planOf(ctx, row, fields, mapping), dataRows(ctx.tx, row), sink);
  const [saved] = await ctx.tx
    .update(tenantTables.imports)
    .set({ mapping })
    .where(eq(tenantTables.imports.id, row.id))
    .returning();
  return {
    row: saved!,
    fields,
    preview: {
      rows,
      errors,
      valid: counts.created,
      duplicates: counts.skipped,
      failed: counts.failed,
      total: counts.rowsDone,
    },
  };
}
