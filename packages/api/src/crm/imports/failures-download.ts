/**
 * GET /api/crm/imports/{id}/failures.csv: the failing rows as a file, streamed into the response
 * (the download route's sink, as the exports). After a run, the CSV the run kept is sent chunk by
 * chunk; before one, every row is checked again against the saved mapping as it streams out, so
 * nothing is kept and memory holds one batch. A file with no failing rows is the header alone.
 */
import { EXPORT_CONTENT_TYPES, MESSAGES, type ImportKind } from '@app/contracts';

import { UTF8_BOM } from '../exports/run';
import type { DownloadSink } from '../exports/sink';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { readChunks } from './chunks';
import { failuresHeader, FailureCsv } from './failures';
import { fieldsOf } from './fields';
import { checkMapping } from './mapping';
import { runPipeline } from './pipeline';
import { planOf } from './preview';
import type { ImportRow } from './serialize';
import { dataRows } from './source';

export async function streamFailures(ctx: TenantContext, row: ImportRow, sink: DownloadSink): Promise<void> {
  const begin = () => {
    sink.begin({
      filename: MESSAGES.crm.imports.failuresFile.name(row.fileName),
      contentType: EXPORT_CONTENT_TYPES.csv,
    });
    return sink.write(UTF8_BOM);
  };
  if (row.status !== 'uploaded') {
    await begin();
    let empty = true;
    for await (const chunk of readChunks(ctx.tx, row.id, 'failures')) {
      empty = false;
      await sink.write(chunk);
    }
    if (empty) await sink.write(failuresHeader(row.headers));
    return;
  }
  // A mapping that no longer fits (a custom column deleted since) answers its error before any byte.
  const fields = await fieldsOf(ctx.tx, row.kind as ImportKind);
  const mapping = checkMapping(row.mapping, row.headers, fields);
  await begin();
  const csv = new FailureCsv(row.headers, (bytes) => sink.write(bytes));
  await runPipeline(ctx.tx, planOf(ctx, row, fields, mapping), dataRows(ctx.tx, row), {
    write: async () => {},
    failed: (failed, problems) => csv.add(failed.line, failed.cells, problems),
  });
  if (csv.empty) await sink.write(failuresHeader(row.headers));
}
