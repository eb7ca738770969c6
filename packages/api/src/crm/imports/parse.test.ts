/** The streamed CSV reader: quoting, BOM, encodings, delimiters, uneven rows, binary files. */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { decodeChunks, detectDelimiter, EncodingSniffer, looksBinary, readCsv, type CsvRecord } from './parse';

const m = MESSAGES.crm.imports;

async function* bytes(...parts: (string | number[])[]) {
  for (const part of parts) yield typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(part);
}

async function records(
  source: AsyncIterable<Uint8Array>,
  encoding: 'utf-8' | 'windows-1252' = 'utf-8',
  delimiter = ',',
) {
  const out: CsvRecord[] = [];
  for await (const batch of readCsv(decodeChunks(source, encoding), delimiter)) out.push(...batch);
  return out;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e as { message: string; fieldErrors?: { path: string }[] },
  );
  expect(error, 'expected a refusal').toBeDefined();
  return error!;
}

describe('readCsv', () => {
  it('reads quoted cells with delimiters, escaped quotes and line breaks, and numbers lines', async () => {
    const text = 'name,comment\r\n"Acme, Inc.","He said ""hi"""\r\n\r\nZed,"two\nlines"\nLast,x\n';
    expect(await records(bytes(text))).toEqual([
      { line: 1, cells: ['name', 'comment'] },
      { line: 2, cells: ['Acme, Inc.', 'He said "hi"'] },
      { line: 4, cells: ['Zed', 'two\nlines'] },
      { line: 6, cells: ['Last', 'x'] },
    ]);
  });

  it("skips a spreadsheet's empty rows (only separators or spaces), keeping the other rows' lines", async () => {
    const text = 'name,comment\n,\nAcme,x\n , \n\nZed,y\n';
    expect(await records(bytes(text))).toEqual([
      { line: 1, cells: ['name', 'comment'] },
      { line: 3, cells: ['Acme', 'x'] },
      { line: 6, cells: ['Zed', 'y'] },
    ]);
  });

  it('drops a UTF-8 byte order mark, even split across chunks', async () => {
    const rows = await records(bytes([0xef, 0xbb], [0xbf, 0x6e, 0x61, 0x6d, 0x65, 0x0a], 'Café\n'));
    expect(rows.map((r) => r.cells)).toEqual([['name'], ['Café']]);
  });

  it('decodes Windows-1252 (é, €, curly quotes)', async () => {
    // "Café €5 “ok”" in Windows-1252.
    const rows = await records(
      bytes('name\n', [0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x20, 0x93, 0x6f, 0x6b, 0x94, 0x0a]),
      'windows-1252',
    );
    expect(rows[1]!.cells).toEqual(['Café €5 “ok”']);
  });

  it('keeps formula-like cells as plain text, never evaluated', async () => {
    const rows = await records(bytes('a,b,c\n=1+2,@SUM(A1),-5\n'));
    expect(rows[1]!.cells).toEqual(['=1+2', '@SUM(A1)', '-5']);
  });

  it('refuses a row with more or fewer cells than the header, naming the line', async () => {
    const error = await refusal(records(bytes('a,b\n1,2\n3,4,5\n')));
    expect(error.message).toBe(m.unevenRow(3, 3, 2));
    expect(error.fieldErrors?.[0]?.path).toBe('file');
  });

  it('refuses an unclosed quote and a stray quote in plain words, naming the line', async () => {
    expect((await refusal(records(bytes('a,b\nx,y\n"1,2\n')))).message).toBe(m.quoteNotClosed(3));
    expect((await refusal(records(bytes('a,b\nx,y\n1,2 "inch"\n')))).message).toBe(m.quoteInCell(3));
    expect((await refusal(records(bytes('a,b\n"x"y,1\n')))).message).toBe(m.quoteInCell(2));
  });

  it('reads semicolon and tab separated files', async () => {
    expect((await records(bytes('a;b\n1;2\n'), 'utf-8', ';'))[1]!.cells).toEqual(['1', '2']);
    expect((await records(bytes('a\tb\n1\t2\n'), 'utf-8', '\t'))[1]!.cells).toEqual(['1', '2']);
  });

  it('stops cleanly when the reader leaves early', async () => {
    const big = 'a,b\n' + '1,2\n'.repeat(50_000);
    for await (const batch of readCsv(decodeChunks(bytes(big), 'utf-8'), ',')) if (batch.length > 0) break;
  });
});

describe('detection', () => {
  it('finds the delimiter of the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('name,email,phone')).toBe(',');
    expect(detectDelimiter('"a,b";c;d')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('single')).toBe(',');
  });

  it('tells UTF-8 from Windows-1252 over the whole file', () => {
    const utf8 = new EncodingSniffer();
    utf8.push(new Uint8Array([0x43, 0xc3]));
    utf8.push(new Uint8Array([0xa9]));
    expect(utf8.finish()).toBe('utf-8');
    const cp1252 = new EncodingSniffer();
    cp1252.push(new TextEncoder().encode('plain ascii first, '));
    cp1252.push(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a]));
    expect(cp1252.finish()).toBe('windows-1252');
  });

  it('spots binary files by their NUL bytes', () => {
    expect(looksBinary(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBe(true);
    expect(looksBinary(new TextEncoder().encode('a,b\n1,2\n'))).toBe(false);
  });
});
