/**
 * Reading an uploaded CSV as a stream: the text encoding and the delimiter are detected, csv-parse
 * (a maintained parser) splits records, and every refusal names the line. Nothing here holds more
 * than one chunk and one record at a time.
 */
import { CsvError, parse } from 'csv-parse';

import { IMPORT_LIMITS, MESSAGES, type ImportEncoding } from '@app/contracts';

import { AppError } from '../../core/errors';

const m = MESSAGES.crm.imports;
const DELIMITERS = [',', ';', '\t', '|'] as const;

export interface CsvRecord {
  /** 1-based line of the record's first line in the file (the header is line 1). */
  line: number;
  cells: string[];
}

export const fileRefusal = (message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path: 'file', msg: message }]);

/** Binary files (spreadsheets, images, archives) hold NUL bytes early on; text never does. */
export function looksBinary(head: Uint8Array): boolean {
  const sample = head.subarray(0, 8192);
  return sample.includes(0);
}

/**
 * UTF-8 when every byte sequence of the file is valid UTF-8, otherwise Windows-1252 (which decodes
 * any byte): the two encodings spreadsheets save CSV in. Fed chunk by chunk.
 */
export class EncodingSniffer {
  private decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  push(chunk: Uint8Array) {
    if (!this.valid) return;
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.valid = false;
    }
  }

  finish(): ImportEncoding {
    if (this.valid) {
      try {
        this.decoder.decode();
      } catch {
        this.valid = false;
      }
    }
    return this.valid ? 'utf-8' : 'windows-1252';
  }
}

/** The delimiter that splits the header line into the most cells (quotes respected). */
export function detectDelimiter(firstLine: string): string {
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    let count = 0;
    let quoted = false;
    for (const ch of firstLine) {
      if (ch === '"') quoted = !quoted;
      else if (ch === delimiter && !quoted) count++;
    }
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** Decodes byte chunks into text chunks; a UTF-8 byte order mark is dropped. */
export async function* decodeChunks(source: AsyncIterable<Uint8Array>, encoding: ImportEncoding) {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  for await (const chunk of source) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

function csvRefusal(error: CsvError): AppError {
  const line = (error as unknown as { lines?: number }).lines ?? 0;
  // "Invalid Record Length: expect 2, got 3 on line 3": the parser may refuse before we see the header.
  const lengths = /expect (\d+), got (\d+)/.exec(error.message);
  if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' && lengths) {
    return fileRefusal(m.unevenRow(line, Number(lengths[2]), Number(lengths[1])));
  }
  // The parser's own wording ("Quote Not Closed: the parsing is finished with an opening quote at
  // line 8") said in plain words for the usual mistakes; anything else keeps it, with its line.
  const plain = PLAIN_REFUSALS[error.code];
  return fileRefusal(plain ? plain(line) : m.malformed(line, error.message.replace(/^Invalid [^:]*: /, '')));
}

const PLAIN_REFUSALS: Partial<Record<string, (line: number) => string>> = {
  CSV_QUOTE_NOT_CLOSED: m.quoteNotClosed,
  INVALID_OPENING_QUOTE: m.quoteInCell,
  CSV_INVALID_CLOSING_QUOTE: m.quoteInCell,
  CSV_MAX_RECORD_SIZE: m.rowTooLong,
};

/**
 * The file's records in batches (one per text chunk), header first. Quotes, escaped quotes, line
 * breaks inside quotes and CRLF follow RFC 4180; blank lines and rows of empty cells (",,,", what a
 * spreadsheet exports for an empty row) are skipped, not counted as errors; a row with a different
 * number of cells than the header is refused with its line. The parser runs synchronously on each
 * chunk and its records are read off in one go: a record-by-record async iteration of the stream
 * cost more than the parsing itself (bench/import).
 */
export async function* readCsv(text: AsyncIterable<string>, delimiter: string): AsyncGenerator<CsvRecord[]> {
  const parser = parse({
    delimiter,
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_quotes: false,
    max_record_size: 1024 * 1024,
  });
  // The line each record ends on, read off the parser's running count as the record is pushed
  // (it parses synchronously): `info: true` builds an object per record and doubled the parse time.
  const ends: number[] = [];
  const push = parser.push.bind(parser);
  parser.push = (record: unknown) => {
    if (record !== null) ends.push(parser.info.lines);
    return push(record);
  };
  let failure: unknown;
  parser.on('error', (error) => (failure ??= error));
  let columns: number | undefined;
  const take = (): CsvRecord[] => {
    const out: CsvRecord[] = [];
    let at = 0;
    for (let item = parser.read(); item !== null; item = parser.read()) {
      const cells = item as string[];
      const end = ends[at++] ?? parser.info.lines;
      if (columns === undefined) {
        columns = cells.length;
        if (columns > IMPORT_LIMITS.maxColumns) throw fileRefusal(m.tooManyColumns(IMPORT_LIMITS.maxColumns));
      }
      out.push({ line: end - countBreaks(cells), cells });
    }
    ends.splice(0, at);
    if (failure) throw failure instanceof CsvError ? csvRefusal(failure) : failure;
    return out;
  };
  try {
    for await (const chunk of text) {
      parser.write(chunk);
      const batch = take();
      if (batch.length > 0) yield batch;
    }
    take(); // throws a refusal the last chunk caused
    const flushed = new Promise((resolve) => {
      parser.once('finish', resolve);
      parser.once('error', resolve);
      parser.once('close', resolve);
    });
    parser.end();
    await flushed;
    const batch = take();
    if (batch.length > 0) yield batch;
  } finally {
    parser.destroy();
  }
}

/** info.lines is the record's last line; cells with line breaks inside quotes moved it on. */
function countBreaks(cells: string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}
