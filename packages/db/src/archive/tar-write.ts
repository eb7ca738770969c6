/**
 * A small ustar writer. Backups and company exports are plain tar (gzip around it), which every
 * system can open with `tar -xzf`; no dependency needed for 512-byte headers.
 */
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';

const BLOCK = 512;
/** ustar's size field holds 11 octal digits. */
const MAX_SIZE = 8 ** 11 - 1;

function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  // ustar keeps up to 155 more bytes in `prefix`, cut at a slash.
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { name: rest, prefix };
  }
  throw new Error(`Name too long for a tar archive: ${name}`);
}

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

export function tarHeader(entry: { name: string; size: number; mode: number; mtime: Date; directory?: boolean }) {
  if (entry.size > MAX_SIZE) throw new Error(`File too large for a tar archive: ${entry.name}`);
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(entry.name);
  header.write(name, 0, 100);
  header.write(octal(entry.mode & 0o7777, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(entry.directory ? 0 : entry.size, 12), 124);
  header.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136);
  header.write('        ', 148);
  header.write(entry.directory ? '5' : '0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

export class TarWriter {
  private readonly names = new Set<string>();

  constructor(private readonly out: Writable) {}

  /** Names already written; a name is never written twice. */
  has(name: string): boolean {
    return this.names.has(name);
  }

  private async push(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error('The archive output was closed');
    if (this.out.write(chunk)) return;
    // Drained, or closed under us (the reader went away): never wait forever.
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        this.out.off('drain', onDrain).off('close', onClose).off('error', done);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('The archive output was closed'));
      this.out.once('drain', onDrain).once('close', onClose).once('error', done);
    });
  }

  private async padding(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest) await this.push(Buffer.alloc(BLOCK - rest));
  }

  async directory(name: string, mode = 0o700): Promise<void> {
    const dirName = name.endsWith('/') ? name : `${name}/`;
    this.names.add(dirName);
    await this.push(tarHeader({ name: dirName, size: 0, mode, mtime: new Date(), directory: true }));
  }

  async buffer(name: string, data: Buffer | string, mode = 0o600): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    this.names.add(name);
    await this.push(tarHeader({ name, size: bytes.length, mode, mtime: new Date() }));
    await this.push(bytes);
    await this.padding(bytes.length);
  }

  /**
   * A file from disk, `size` bytes as stat'ed before. A file that shrinks while read is padded with
   * zeros and one that grows is cut (PostgreSQL's WAL replay repairs both, as with pg_basebackup).
   * Returns false when the file vanished before it was opened.
   */
  async file(name: string, path: string, size: number, mode = 0o600): Promise<boolean> {
    const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return false;
    try {
      this.names.add(name);
      await this.push(tarHeader({ name, size, mode, mtime: new Date() }));
      let written = 0;
      while (written < size) {
        const chunk = Buffer.alloc(Math.min(1 << 20, size - written));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, written);
        if (bytesRead === 0) break;
        await this.push(chunk.subarray(0, bytesRead));
        written += bytesRead;
      }
      if (written < size) await this.push(Buffer.alloc(size - written));
      await this.padding(size);
      return true;
    } finally {
      await handle.close();
    }
  }

  /** `size` bytes from a stream (a stored file); a stream that ends early is an error. */
  async stream(name: string, body: AsyncIterable<Buffer | Uint8Array>, size: number, mode = 0o600): Promise<void> {
    this.names.add(name);
    await this.push(tarHeader({ name, size, mode, mtime: new Date() }));
    let written = 0;
    for await (const piece of body) {
      const chunk = Buffer.from(piece.buffer, piece.byteOffset, Math.min(piece.byteLength, size - written));
      if (chunk.length) await this.push(chunk);
      written += chunk.length;
    }
    if (written !== size) throw new Error(`${name} ended after ${written} of ${size} bytes`);
    await this.padding(size);
  }

  /** The two empty blocks that end an archive; ends the output stream. */
  async finish(): Promise<void> {
    await this.push(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) =>
      this.out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}
