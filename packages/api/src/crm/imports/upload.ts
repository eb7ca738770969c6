/**
 * Receiving a CSV: the upload streams into import_file_chunks while its size, encoding and first
 * bytes are checked; then the stored file is parsed once to find the header, the delimiter and the
 * number of rows, refusing (and so keeping nothing of) a file that is empty, binary, headerless,
 * over the limit or uneven. The mapping starts as the remembered one for these headers, if any.
 */
import { IMPORT_LIMITS, MESSAGES, type CreateImportInput, type StreamedFile } from '@app/contracts';
import { eq, tenantTables } from '@app/db';

import { personIdOf } from '../../core/middlewares/auth';
import { AppError } from '../../core/errors';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { ChunkWriter, chunkStore, readChunks } from './chunks';
import { fieldsOf } from './fields';
import { rememberedMapping, suggestMapping } from './mapping';
import { decodeChunks, detectDelimiter, EncodingSniffer, fileRefusal, looksBinary, readCsv } from './parse';

const { imports } = tenantTables;
const m = MESSAGES.crm.imports;

/** Cells that are data, not names: an email, a number, a date. */
const VALUE_LIKE = /^(\S+@\S+\.\S+|[-+]?[\d.,]+|\d{4}-\d{2}-\d{2}.*|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})$/;

async function storeUpload(writer: ChunkWriter, file: StreamedFile) {
  const sniffer = new EncodingSniffer();
  let first = true;
  for await (const chunk of file.stream) {
    if (first && chunk.length > 0) {
      if (looksBinary(chunk)) throw fileRefusal(m.notCsv);
      first = false;
    }
    if (writer.total + chunk.length > IMPORT_LIMITS.maxFileBytes) {
      const msg = m.fileTooLarge(IMPORT_LIMITS.maxFileBytes);
      throw new AppError('PAYLOAD_TOO_LARGE', msg, [{ path: 'file', msg }]);
    }
    sniffer.push(chunk);
    await writer.write(chunk);
  }
  await writer.flush();
  if (writer.total === 0) throw fileRefusal(m.fileEmpty);
  return sniffer.finish();
}

function checkHeaders(headers: string[]) {
  headers.forEach((h, i) => {
    if (h === '') throw fileRefusal(m.blankHeader(i + 1));
    if (h.length > IMPORT_LIMITS.headerMax) throw fileRefusal(m.noHeader);
  });
  const seen = new Set<string>();
  for (const h of headers) {
    if (seen.has(h.toLowerCase())) throw fileRefusal(m.duplicateHeader(h));
    seen.add(h.toLowerCase());
  }
  if (headers.filter((h) => VALUE_LIKE.test(h)).length > headers.length / 2) throw fileRefusal(m.noHeader);
}

export async function createImport(ctx: TenantContext, input: CreateImportInput) {
  const { tx } = ctx;
  const fileName = input.file.filename.slice(0, 255) || 'import.csv';
  const [row] = await tx
    .insert(imports)
    .values({
      kind: input.kind,
      fileName,
      fileBytes: 0,
      encoding: 'utf-8',
      delimiter: ',',
      headers: [],
      totalRows: 0,
      createdBy: personIdOf(ctx.actor),
    })
    .returning({ id: imports.id });
  const id = row!.id;
  const writer = new ChunkWriter(chunkStore(tx, id, 'source'));
  const encoding = await storeUpload(writer, input.file);

  let delimiter: string | undefined;
  let headers: string[] | undefined;
  let totalRows = 0;
  // The delimiter is read off the first line, so the text is peeked before the parser starts.
  async function* text() {
    for await (const chunk of decodeChunks(readChunks(tx, id, 'source'), encoding)) {
      delimiter ??= detectDelimiter(chunk.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '');
      yield chunk;
    }
  }
  const source = text();
  const firstChunk = await source.next();
  if (firstChunk.done) throw fileRefusal(m.fileEmpty);
  async function* all() {
    yield firstChunk.value as string;
    yield* source;
  }
  for await (const batch of readCsv(all(), delimiter ?? ',')) {
    if (headers === undefined) {
      headers = batch[0]!.cells.map((c) => c.trim());
      checkHeaders(headers);
      totalRows--;
    }
    totalRows += batch.length;
  }
  if (!headers) throw fileRefusal(m.noHeader);
  if (totalRows === 0) throw fileRefusal(m.noRows);

  const fields = await fieldsOf(tx, input.kind);
  const remembered = await rememberedMapping(tx, input.kind, headers, fields);
  const mapping = remembered ?? suggestMapping(headers, fields);
  const [created] = await tx
    .update(imports)
    .set({ fileBytes: writer.total, encoding, delimiter: delimiter ?? ',', headers, totalRows, mapping })
    .where(eq(imports.id, id))
    .returning();
  return { row: created! };
}
