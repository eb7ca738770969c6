/** Reading imports: one (with its fields and sample rows), the company's history. */
import { IMPORT_LIMITS, MESSAGES, type ImportHistoryInput, type ImportKind } from '@app/contracts';
import { and, desc, eq, gt, ne, or, tenantTables, type Executor } from '@app/db';

import { AppError } from '../../core/errors';
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

/**
 * The company's imports, newest first. One uploaded but never started shows to its uploader only,
 * and to nobody once abandoned (IMPORT_LIMITS.abandonedAfterMs); `viewerId` is null for an API key.
 */
export async function importHistory(tx: Executor, input: ImportHistoryInput, viewerId: string | null, now: Date) {
  const since = new Date(now.getTime() - IMPORT_LIMITS.abandonedAfterMs);
  const ownFreshUpload = viewerId ? and(eq(imports.createdBy, viewerId), gt(imports.createdAt, since)) : undefined;
  const visible = or(ne(imports.status, 'uploaded'), ownFreshUpload);
  return tx
    .select()
    .from(imports)
    .where(and(visible, input.kind ? eq(imports.kind, input.kind) : undefined))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(Math.min(input.limit, IMPORT_LIMITS.historyMax));
}
