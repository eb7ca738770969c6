/** Reads the tar archives tar-write.ts makes (and plain ustar from other tools). */
import type { Readable } from 'node:stream';

const BLOCK = 512;

export interface TarEntryHeader {
  name: string;
  size: number;
  mode: number;
  type: 'file' | 'directory' | 'other';
}

export interface TarVisitor {
  /** Called for each entry; `data` follows in chunks (files only), then `end`. */
  entry: (header: TarEntryHeader) => void | Promise<void>;
  data: (chunk: Buffer) => void | Promise<void>;
  end: () => void | Promise<void>;
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const nul = field.indexOf(0);
  return field.subarray(0, nul === -1 ? length : nul).toString('utf8');
};

const number = (block: Buffer, start: number, length: number) => parseInt(text(block, start, length).trim() || '0', 8);

function parseHeader(block: Buffer): TarEntryHeader {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (sum !== number(block, 148, 8)) throw new Error('Not a tar archive (bad header checksum)');
  const prefix = text(block, 345, 155);
  const name = (prefix ? `${prefix}/` : '') + text(block, 0, 100);
  const flag = String.fromCharCode(block[156]!);
  const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other';
  return { name, size: number(block, 124, 12), mode: number(block, 100, 8), type };
}

/** Walks an (already unzipped) tar stream entry by entry. */
export async function readTar(
  input: AsyncIterable<Buffer> | Iterable<Buffer> | Readable,
  visitor: TarVisitor,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let remaining = 0; // data bytes left in the current entry
  let skip = 0; // padding after it
  let inEntry = false;
  for await (const piece of input as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, piece]) : piece;
    for (;;) {
      if (inEntry) {
        if (remaining > 0) {
          if (pending.length === 0) break;
          const take = Math.min(remaining, pending.length);
          await visitor.data(pending.subarray(0, take));
          pending = pending.subarray(take);
          remaining -= take;
          continue;
        }
        if (pending.length < skip) break;
        pending = pending.subarray(skip);
        inEntry = false;
        await visitor.end();
        continue;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) return;
      const header = parseHeader(block);
      await visitor.entry(header);
      remaining = header.type === 'directory' ? 0 : header.size;
      skip = (BLOCK - (remaining % BLOCK)) % BLOCK;
      inEntry = true;
    }
  }
  if (inEntry) throw new Error('The archive ends in the middle of a file');
}
