import { sql, type SQL, type Tx } from '@app/db';

import type { CellValue } from './cells';

/** Rows per FETCH: large enough that round trips do not dominate, small enough to stay light. */
export const FETCH_ROWS = 5000;

/**
 * Reads a query through a server-side cursor in the request's transaction (DECLARE … FETCH), so
 * only one batch of rows is ever in memory, whatever the list's size. The cursor closes with the
 * transaction; closing it here as well frees it as soon as the reader stops.
 */
export async function* readInBatches(tx: Tx, query: SQL, width: number): AsyncGenerator<CellValue[][]> {
  // A cursor is planned for its first rows (cursor_tuple_fraction 0.1: nested loops, index walks);
  // an export reads every row, so plan it as the whole query, as the list's count does.
  await tx.execute(sql`select set_config('cursor_tuple_fraction', '1', true)`);
  await tx.execute(sql`declare data_out no scroll cursor for ${query}`);
  const keys = Array.from({ length: width }, (_, i) => `c${i}`);
  try {
    for (;;) {
      const rows = (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from data_out`))) as unknown as Record<
        string,
        CellValue
      >[];
      if (rows.length === 0) return;
      yield rows.map((row) => keys.map((key) => row[key] ?? null));
      if (rows.length < FETCH_ROWS) return;
    }
  } finally {
    // After a failed FETCH the transaction is aborted and its rollback drops the cursor anyway;
    // the close must not hide that first error.
    await tx.execute(sql`close data_out`).catch(() => undefined);
  }
}
