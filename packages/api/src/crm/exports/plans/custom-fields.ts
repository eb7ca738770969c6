/**
 * Custom fields as export columns, on any record: every field in the company's order, hidden ones
 * too (nothing is lost on the way out), numbers as numbers, booleans as Yes/No, a select as the
 * option's label people read.
 */
import { sql, type Column } from '@app/db';

import type { ColumnRow } from '../../custom-columns/serialize';
import { yesNo, type ExportColumn } from '../plan';

export function customExportColumn(values: Column, column: ColumnRow): ExportColumn {
  const value = sql`${values} ->> ${column.name}`;
  if (column.type === 'number') return { header: column.label, value, type: 'number' };
  if (column.type === 'boolean') return { header: column.label, value, present: yesNo };
  if (column.type === 'select') {
    const labels = new Map(column.options.map((o) => [o.value, o.label]));
    return { header: column.label, value, present: (v) => (v === null ? null : (labels.get(v) ?? v)) };
  }
  return { header: column.label, value };
}
