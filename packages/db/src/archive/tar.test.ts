/** The tar writer and reader against each other and against the system's `tar`. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';

import { afterAll, describe, expect, it } from 'vitest';

import { readTar } from './tar-read';
import { TarWriter } from './tar-write';

const dir = mkdtempSync(join(tmpdir(), 'tar-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LONG = `files/companies/7/notes/${'a'.repeat(60)}/${'b'.repeat(90)}.pdf`;

async function archive(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = new TarWriter(out);
  const source = join(dir, 'source.bin');
  writeFileSync(source, Buffer.alloc(1500, 7));
  await tar.directory('folder');
  await tar.buffer('folder/hello.txt', 'hello\n');
  await tar.file(LONG, source, 1500);
  // A file that shrank after it was stat'ed is zero-padded to the size announced.
  await tar.file('shrunk.bin', source, 2000);
  expect(await tar.file('gone.bin', join(dir, 'missing'), 10)).toBe(false);
  await tar.finish();
  return Buffer.concat(chunks);
}

describe('tar', () => {
  it('reads back what it wrote, long names included', async () => {
    const entries = new Map<string, Buffer>();
    let name = '';
    let parts: Buffer[] = [];
    await readTar([await archive()], {
      entry: (h) => {
        name = h.type === 'directory' ? `${h.name} (dir)` : h.name;
        parts = [];
      },
      data: (c) => void parts.push(Buffer.from(c)),
      end: () => void entries.set(name, Buffer.concat(parts)),
    });
    expect([...entries.keys()]).toEqual(['folder/ (dir)', 'folder/hello.txt', LONG, 'shrunk.bin']);
    expect(entries.get('folder/hello.txt')!.toString()).toBe('hello\n');
    expect(entries.get(LONG)).toEqual(Buffer.alloc(1500, 7));
    expect(entries.get('shrunk.bin')).toEqual(Buffer.concat([Buffer.alloc(1500, 7), Buffer.alloc(500)]));
  });

  it('makes archives the system tar lists and unpacks', async () => {
    const file = join(dir, 'a.tar');
    writeFileSync(file, await archive());
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'folder/',
      'folder/hello.txt',
      LONG,
      'shrunk.bin',
    ]);
    const out = join(dir, 'out');
    execFileSync('mkdir', ['-p', out]);
    execFileSync('tar', ['-xf', file, '-C', out]);
    expect(readFileSync(join(out, LONG))).toEqual(Buffer.alloc(1500, 7));
  });

  it('refuses a stream that is not a tar archive', async () => {
    await expect(readTar([Buffer.alloc(512, 1)], { entry: () => {}, data: () => {}, end: () => {} })).rejects.toThrow(
      'Not a tar archive',
    );
  });
});
