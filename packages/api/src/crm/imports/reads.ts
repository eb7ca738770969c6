/** Reading imports: one (with its fields and sample rows), the company's history. */
import { IMPORT_LIMITS, MESSAGES, type ImportHistoryInput, type ImportKind } from '@app/contracts';
import { and, desc, eq, tenantTables, type Executor } from '@app/db';

import { AppError } from '../../errors';
import { fieldsOf } from './fields';
import { rememberedMapping } from './mapping';
import { sampleRows } from './source';
import type { ImportRow } from './serialize';

const { imports } = tenantTables;
const m = MESSAGES.crm.imports;

/** This company's import (another company's id is simply not found: its schema is not searched). */
export async function findImport(tx: Executor, id: string, lock = false): Promise<ImportRow> {
  const query = tx.select().from(imports).where(eq(imports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

/** The import with what the mapping screen needs: the fields and the first rows' cells. */
export async function importDetail(tx: Executor, row: ImportRow) {
  const fields = await fieldsOf(tx, row.kind as ImportKind);
  if (row.status !== 'uploaded') return { fields, sample: [], remembered: false };
  const remembered = (await rememberedMapping(tx, row.kind as ImportKind, row.headers, fields)) !== null;
  return { fields, sample: await sampleRows(tx, row, 3), remembered };
}

export async function importHistory(tx: Executor, input: ImportHistoryInput) {
  return tx
    .select()
    .from(imports)
    .where(input.kind ? and(eq(imports.kind, input.kind)) : undefined)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(Math.min(input.limit, IMPORT_LIMITS.historyMax));
}
