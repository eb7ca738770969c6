/** One data row read through the mapping: typed values by field key, and every problem found. */
import { MESSAGES } from '@app/contracts';

import { convertCell, type CellValue } from './cells';
import { DEFAULT_DATE_CONVENTION, type DateConvention } from './dates';
import type { ImportField } from './fields';
import type { Mapping } from './mapping';

const m = MESSAGES.crm.imports;

export interface RowProblem {
  field: string;
  message: string;
}

export interface ReadRow {
  line: number;
  cells: string[];
  values: Record<string, CellValue>;
  problems: RowProblem[];
}

/** The fields in mapping order (null for an unmapped column), the required ones, how dates are read. */
export interface RowShape {
  columns: (ImportField | null)[];
  required: ImportField[];
  dates: DateConvention;
}

export function rowShape(
  mapping: Mapping,
  fields: readonly ImportField[],
  dates: DateConvention = DEFAULT_DATE_CONVENTION,
): RowShape {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return {
    columns: mapping.map((key) => (key ? (byKey.get(key) ?? null) : null)),
    required: fields.filter((f) => f.required),
    dates,
  };
}

export function readRow(shape: RowShape, line: number, cells: string[]): ReadRow {
  const values: Record<string, CellValue> = {};
  const problems: RowProblem[] = [];
  for (let index = 0; index < shape.columns.length; index++) {
    const f = shape.columns[index];
    if (!f) continue;
    const raw = cells[index]?.trim() ?? '';
    if (raw === '') continue;
    const result = convertCell(f, raw, shape.dates);
    if ('error' in result) problems.push({ field: f.label, message: result.error });
    else values[f.key] = result.value;
  }
  for (const f of shape.required) {
    if (values[f.key] === undefined && !problems.some((p) => p.field === f.label)) {
      problems.push({ field: f.label, message: m.required(f.label) });
    }
  }
  return { line, cells, values, problems };
}
