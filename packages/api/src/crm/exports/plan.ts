import { sql, type SQL, type SQLWrapper } from '@app/db';

import type { CellType, CellValue } from './cells';

/** One column of an export: its heading, the SQL that reads it as text, and how it is written. */
export interface ExportColumn {
  header: string;
  value: SQL;
  type?: CellType;
  /** Turns the stored text into what the screen shows (a select option's label, Yes/No). */
  present?: (value: CellValue) => CellValue;
}

/**
 * An export: the list's own rows (its FROM and joins, its WHERE, its ORDER BY, taken from the list
 * service so the file matches the screen) read as the columns below.
 */
export interface ExportPlan {
  /** The file's base name and the sheet's name. */
  name: string;
  columns: ExportColumn[];
  /** `from <table> join …` exactly as the list reads it. */
  from: SQL;
  where: SQL | undefined;
  order: SQL[];
}

/** The plan as one statement; columns are aliased c0, c1, … so joined names never collide. */
export function planQuery(plan: ExportPlan): SQL {
  const columns = sql.join(
    plan.columns.map((column, i) => sql`(${column.value})::text as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const where = plan.where ? sql` where ${plan.where}` : sql``;
  return sql`select ${columns} ${plan.from}${where} order by ${sql.join(plan.order, sql`, `)}`;
}

/** A timestamp as the file shows it: UTC, to the minute, sortable. */
export const utcMinute = (value: SQLWrapper) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`;

export const yesNo = (value: CellValue): CellValue => (value === null ? null : value === 'true' ? 'Yes' : 'No');
