/**
 * Reading an exported file back, for the tests (not a test file itself): a ZIP reader that checks
 * every entry's CRC, the sheet's cells as rows, and an RFC 4180 CSV reader.
 */
import { crc32, inflateRawSync } from 'node:zlib';

/** Every entry of a ZIP by name, via the central directory; throws on a bad CRC or size. */
export function readZip(file: Uint8Array): Map<string, string> {
  const buf = Buffer.from(file);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('No end of central directory');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory entry');
    const crc = buf.readUInt32LE(at + 16);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const offset = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    const data = inflateRawSync(buf.subarray(dataStart, dataStart + compressed));
    if (data.length !== size || crc32(data) !== crc) throw new Error(`Entry ${name} is corrupt`);
    entries.set(name, data.toString('utf8'));
    at += 46 + nameLength + extra;
  }
  return entries;
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|amp|quot);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"' })[e]!);

/** The first sheet's rows as text, a missing cell as ''. */
export function sheetRows(file: Uint8Array): string[][] {
  const xml = readZip(file).get('xl/worksheets/sheet1.xml');
  if (!xml) throw new Error('No sheet');
  const rows: string[][] = [];
  for (const [, row] of xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)) {
    const cells: string[] = [];
    // A cell without `r` is the one after the previous cell.
    for (const [, col, body] of row!.matchAll(/<c(?: r="([A-Z]+)\d+")?[^>]*>(.*?)<\/c>/g)) {
      const index = col ? [...col].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1 : cells.length;
      if (index < cells.length) throw new Error(`Cell ${col} out of order`);
      while (cells.length < index) cells.push('');
      cells.push(
        unescapeXml(
          /<t[^>]*>(.*?)<\/t>|<v>(.*?)<\/v>/s
            .exec(body!)!
            .slice(1)
            .find((x) => x !== undefined)!,
        ),
      );
    }
    rows.push(cells);
  }
  return rows;
}

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF), without a leading byte order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\ufeff/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted && ch === '"' && body[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && ch === '\r' && body[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
