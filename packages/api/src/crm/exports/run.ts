import { EXPORT_CONTENT_TYPES, MESSAGES, type ExportFormat } from '@app/contracts';
import type { Tx } from '@app/db';

import type { Context } from '../../core/context';
import { AppError } from '../../core/errors';
import { csvRow, cellText, type CellValue } from './cells';
import { readInBatches } from './cursor';
import { planQuery, type ExportPlan } from './plan';
import type { DownloadSink } from './sink';
import { startWorkbook } from './xlsx';

/** Excel opens a CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\ufeff';

const fileName = (plan: ExportPlan, format: ExportFormat, now: Date) =>
  `${plan.name.toLowerCase()}-${now.toISOString().slice(0, 10)}.${format}`;

/** The sink the download route put in the context; over /trpc there is none. */
export function downloadSink(ctx: Context): DownloadSink {
  if (!ctx.download) throw new AppError('BAD_REQUEST', MESSAGES.crm.dataOut.exportOnlyAsDownload);
  return ctx.download;
}

function presentRows(plan: ExportPlan, rows: CellValue[][]): CellValue[][] {
  const presenters = plan.columns.map((c) => c.present);
  if (!presenters.some(Boolean)) return rows;
  return rows.map((row) => row.map((value, i) => (presenters[i] ? presenters[i](value) : value)));
}

/**
 * Streams the plan's rows into the sink as CSV or XLSX, one cursor batch at a time, so memory stays
 * at one batch (plus the deflate window for XLSX) whatever the number of rows. Returns the count.
 */
export async function streamExport(
  tx: Tx,
  plan: ExportPlan,
  format: ExportFormat,
  sink: DownloadSink,
  now: Date,
): Promise<number> {
  const headers = plan.columns.map((c) => c.header);
  const types = plan.columns.map((c) => c.type ?? 'text');
  const batches = readInBatches(tx, planQuery(plan), plan.columns.length);
  // The first batch is read before anything is sent, so a failing query still answers an error.
  const first = await batches.next();
  sink.begin({ filename: fileName(plan, format, now), contentType: EXPORT_CONTENT_TYPES[format] });
  let count = 0;
  const rowsOf = async function* () {
    if (!first.done) yield first.value;
    yield* batches;
  };
  if (format === 'csv') {
    await sink.write(UTF8_BOM + csvRow(headers));
    for await (const batch of rowsOf()) {
      let text = '';
      for (const row of presentRows(plan, batch)) text += csvRow(row.map((value, i) => cellText(value, types[i]!)));
      count += batch.length;
      await sink.write(text);
    }
    return count;
  }
  const sheet = await startWorkbook((chunk) => sink.write(chunk), plan.name, headers, types);
  for await (const batch of rowsOf()) {
    count += batch.length;
    await sheet.rows(presentRows(plan, batch));
  }
  await sheet.end();
  return count;
}
