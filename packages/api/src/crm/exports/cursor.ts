import { sql, type SQL, type Tx } from '@app/db';

import type { CellValue } from './cells';

/** Rows per FETCH: large enough that round trips do not dominate, small enough to stay light. */
export const FETCH_ROWS = 5000;

/**
 * Reads a query through a server-side cursor in the request's transaction (DECLARE … FETCH), so
 * at most two batches of rows are ever in memory (the one being written and the next one being
 * read), whatever the list's size. The cursor closes with the transaction; closing it here as well
 * frees it as soon as the reader stops.
 */
export async function* readInBatches(tx: Tx, query: SQL, width: number): AsyncGenerator<CellValue[][]> {
  // A cursor is planned for its first rows (cursor_tuple_fraction 0.1: nested loops, index walks);
  // an export reads every row, so plan it as the whole query, as the list's count does.
  await tx.execute(sql`select set_config('cursor_tuple_fraction', '1', true)`);
  await tx.execute(sql`declare data_out no scroll cursor for ${query}`);
  const keys = Array.from({ length: width }, (_, i) => `c${i}`);
  // A real promise: drizzle's query is a thenable that runs again each time it is awaited.
  const fetchBatch = async () =>
    (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from data_out`))) as unknown as Record<string, CellValue>[];
  let next: Promise<Record<string, CellValue>[]> | null = null;
  try {
    for (next = fetchBatch(); ;) {
      const rows = await next;
      next = null;
      if (rows.length === 0) return;
      // The next batch is read while the caller writes this one: PostgreSQL and this process work side
      // by side. At most two batches are held, and nothing more is asked for until the caller
      // comes back for the next one (which waits for the client).
      if (rows.length === FETCH_ROWS) {
        next = fetchBatch();
        // Its failure surfaces at the next await; until then it must not count as unhandled.
        next.catch(() => undefined);
      }
      yield rows.map((row) => keys.map((key) => row[key] ?? null));
      if (next === null) return;
    }
  } finally {
    // A FETCH still on its way must end before the cursor closes (one connection, one statement at a time).
    await next?.catch(() => undefined);
    // After a failed FETCH the transaction is aborted and its rollback drops the cursor anyway;
    // the close must not hide that first error.
    await tx.execute(sql`close data_out`).catch(() => undefined);
  }
}
