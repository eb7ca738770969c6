/** The stored upload read back as CSV records, with the encoding and delimiter found at upload. */
import type { ImportEncoding } from '@app/contracts';
import type { Executor } from '@app/db';

import { readChunks } from './chunks';
import { decodeChunks, readCsv, type CsvRecord } from './parse';

export interface SourceFile {
  id: string;
  encoding: string;
  delimiter: string;
}

/** Every record of the file in batches, the header first. */
export const sourceRecords = (tx: Executor, file: SourceFile): AsyncGenerator<CsvRecord[]> =>
  readCsv(decodeChunks(readChunks(tx, file.id, 'source'), file.encoding as ImportEncoding), file.delimiter);

/** The data rows only, in batches. */
export async function* dataRows(tx: Executor, file: SourceFile): AsyncGenerator<CsvRecord[]> {
  let header = true;
  for await (const batch of sourceRecords(tx, file)) {
    const rows = header ? batch.slice(1) : batch;
    header = false;
    if (rows.length > 0) yield rows;
  }
}

/** The first `count` data rows' cells, for the mapping screen's samples. */
export async function sampleRows(tx: Executor, file: SourceFile, count: number): Promise<string[][]> {
  const rows: string[][] = [];
  if (count <= 0) return rows;
  for await (const batch of dataRows(tx, file)) {
    rows.push(...batch.slice(0, count - rows.length).map((r) => r.cells));
    if (rows.length >= count) break;
  }
  return rows;
}
