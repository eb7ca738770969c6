/**
 * The uploaded file (and later the failing rows' CSV) kept in import_file_chunks, about 1 MB a row:
 * written as the upload streams in, read back one chunk at a time by the preview and the run.
 */
import { and, eq, sql, tenantTables, type Executor } from '@app/db';

const { importFileChunks } = tenantTables;
export const CHUNK_BYTES = 1024 * 1024;
export type ChunkPart = 'source' | 'failures';

/** Collects bytes into ~1 MB rows; `total` counts what went in. */
export class ChunkWriter {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private seq = 0;
  total = 0;

  /** `store` keeps one chunk: in the caller's transaction, or its own one (failures survive a rollback). */
  constructor(private readonly store: (seq: number, data: Uint8Array) => Promise<void>) {}

  async write(bytes: Uint8Array) {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.total += bytes.length;
    if (this.pendingBytes >= CHUNK_BYTES) await this.flush();
  }

  async flush() {
    if (this.pendingBytes === 0) return;
    const data = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await this.store(this.seq++, data);
  }
}

export const chunkStore = (tx: Executor, importId: string, part: ChunkPart) => (seq: number, data: Uint8Array) =>
  tx
    .insert(importFileChunks)
    .values({ importId, part, seq, data })
    .then(() => undefined);

/**
 * The stored bytes in order, two rows in memory at a time: the next one is asked for as soon as
 * one is handed out, so on a connection busy with a run's writes it is read behind them rather
 * than after the rows of this one are parsed.
 */
export async function* readChunks(tx: Executor, importId: string, part: ChunkPart): AsyncGenerator<Uint8Array> {
  const read = (seq: number) => {
    const row = tx
      .select({ data: importFileChunks.data })
      .from(importFileChunks)
      .where(
        and(eq(importFileChunks.importId, importId), eq(importFileChunks.part, part), eq(importFileChunks.seq, seq)),
      )
      .then(([found]) => found?.data);
    // A reader that stops early leaves the last read unawaited.
    row.catch(() => undefined);
    return row;
  };
  let next = read(0);
  for (let seq = 1; ; seq++) {
    const data = await next;
    if (!data) return;
    next = read(seq);
    yield data;
  }
}

export const dropChunks = (tx: Executor, importId: string, part: ChunkPart) =>
  tx.execute(
    sql`delete from ${importFileChunks} where ${importFileChunks.importId} = ${importId} and ${importFileChunks.part} = ${part}`,
  );
