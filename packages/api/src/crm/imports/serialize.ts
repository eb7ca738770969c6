/** An import as the screens and REST clients see it, progress figures included. */
import { IMPORT_ACTIVE_STATUSES, MESSAGES, type ImportStatus } from '@app/contracts';
import type { tenantTables } from '@app/db';

export type ImportRow = typeof tenantTables.imports.$inferSelect;

/** A run that has not reported for this long lost its server (it will be picked up again, or failed). */
export const STALE_AFTER_MS = 60_000;

export function isStale(row: ImportRow, now: Date): boolean {
  return (
    (row.status === 'running' || row.status === 'cancelling') &&
    (row.heartbeatAt?.getTime() ?? 0) < now.getTime() - STALE_AFTER_MS
  );
}

function progressOf(row: ImportRow, now: Date) {
  const total = row.totalRows;
  const done = Math.min(row.rowsDone, total);
  const running = (IMPORT_ACTIVE_STATUSES as readonly string[]).includes(row.status);
  const end = running ? now : (row.finishedAt ?? now);
  const seconds = row.startedAt ? Math.max((end.getTime() - row.startedAt.getTime()) / 1000, 0.001) : 0;
  const rowsPerSecond = seconds > 0 && done > 0 ? Math.round(done / seconds) : 0;
  return {
    done,
    total,
    percent: total === 0 ? 0 : Math.floor((done / total) * 100),
    rowsPerSecond,
    secondsLeft: running && rowsPerSecond > 0 ? Math.ceil((total - done) / rowsPerSecond) : null,
    elapsedSeconds: Math.round(seconds * 10) / 10,
  };
}

export function serializeImport(row: ImportRow, now: Date) {
  const stale = isStale(row, now);
  const status: ImportStatus = stale ? 'failed' : (row.status as ImportStatus);
  return {
    id: row.id,
    _id: row.id,
    kind: row.kind,
    status,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    encoding: row.encoding,
    delimiter: row.delimiter,
    headers: row.headers,
    totalRows: row.totalRows,
    mapping: row.mapping,
    duplicates: row.duplicates,
    commitMode: row.commitMode,
    counts: { created: row.created, updated: row.updated, skipped: row.skipped, failed: row.failed },
    progress: progressOf(row, now),
    errors: row.errors,
    failure: stale ? MESSAGES.crm.imports.interrupted : row.failure,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    /** Null until someone asks to undo the import (crm/imports/revert.ts). */
    revert: row.revert ?? null,
  };
}
export type ImportView = ReturnType<typeof serializeImport>;
