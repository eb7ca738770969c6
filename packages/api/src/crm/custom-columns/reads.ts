import { MESSAGES, type CustomColumnEntity } from '@app/contracts';
import { and, asc, eq, tenantTables, type Executor } from '@app/db';

import { AppError } from '../../core/errors';
import type { ColumnRow } from './serialize';

const { customColumns } = tenantTables;

/** An entity's columns in display order (position, then name for ties). */
export const columnsOf = (tx: Executor, entity: CustomColumnEntity): Promise<ColumnRow[]> =>
  tx
    .select()
    .from(customColumns)
    .where(eq(customColumns.entity, entity))
    .orderBy(asc(customColumns.position), asc(customColumns.name));

/** One column of this company; another company's id is simply unknown here (404). */
export async function findColumn(tx: Executor, id: string): Promise<ColumnRow> {
  const [row] = await tx
    .select()
    .from(customColumns)
    .where(and(eq(customColumns.id, id)));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.crm.columns.notFound);
  return row;
}
