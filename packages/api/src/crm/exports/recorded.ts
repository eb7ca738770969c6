/**
 * Exports are data leaving the company, so each one goes into the security log once data has
 * left: when the file is complete, and also when the client went away mid-file (what it received
 * has left all the same). A download cut short by the client therefore ends the call normally, so
 * that the request's transaction commits its event; a failure of our own still fails the call
 * and records nothing, as nothing beyond a part of a file can have been sent.
 */
import type { ExportFormat, ExportList } from '@app/contracts';
import type { Tx } from '@app/db';

import type { Context } from '../../core/context';
import type { CompanyActor } from '../../core/middlewares/auth';
import { recordCallerEvent } from '../../kit/security-log';
import { downloadSink } from './run';
import type { DownloadSink } from './sink';

export type DownloadOutcome<T> = { complete: true; result: T } | { complete: false };

/** The sink, passing every write through, and whether a write failed because the client had gone. */
function watched(sink: DownloadSink) {
  let gone = false;
  return {
    gone: () => gone,
    sink: {
      begin: (file) => sink.begin(file),
      write: (chunk) =>
        sink.write(chunk).catch((error: unknown) => {
          gone = true;
          throw error;
        }),
    } satisfies DownloadSink,
  };
}

/**
 * Runs the download `run` into `sink`, then `record`s it. Resolves to `run`'s result, or to null
 * when the client left before the end.
 */
export async function recordedDownload<T>(
  sink: DownloadSink,
  run: (sink: DownloadSink) => Promise<T>,
  record: (outcome: DownloadOutcome<T>) => Promise<void>,
): Promise<T | null> {
  const watch = watched(sink);
  let result: T;
  try {
    result = await run(watch.sink);
  } catch (error) {
    if (!watch.gone()) throw error;
    await record({ complete: false });
    return null;
  }
  await record({ complete: true, result });
  return result;
}

/** A list export (brands, leads, meetings, enquiries, team), recorded in the company's log. */
export async function recordedExport(
  ctx: Context & { tx: Tx; actor: CompanyActor },
  list: ExportList,
  format: ExportFormat,
  run: (sink: DownloadSink) => Promise<number>,
): Promise<{ rows: number | null }> {
  const rows = await recordedDownload(downloadSink(ctx), run, (outcome) =>
    recordCallerEvent(ctx, {
      type: 'data_exported',
      detail: outcome.complete ? { list, format, rows: outcome.result } : { list, format, complete: false },
    }),
  );
  return { rows };
}
