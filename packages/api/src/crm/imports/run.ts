/**
 * Running an import: the executor the job queue calls (queue 'crm.import'), a plain async function
 * so tests call it directly.
 *
 * Every row is written in ONE transaction on the company's schema, so a failure, a cancel or a
 * server stopping leaves nothing behind. Progress, the failing rows' CSV and the cancel check go
 * through their own short transactions beside it, so the screen sees them while the rows are still
 * uncommitted. The final counts are written in the rows' transaction, and so are the record events
 * integrations hear of (record-events.ts): the summary, the records and their events commit together.
 */
import {
  IMPORT_LIMITS,
  MESSAGES,
  type ImportCommitMode,
  type ImportDuplicateMode,
  type ImportKind,
} from '@app/contracts';
import { and, eq, inArray, lt, or, sql, tenantTables, withTenant, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { ActivityActor } from '../lead-activity/record';
import { keepScope, readPersonScope } from '../visibility';
import { ChunkWriter, chunkStore, dropChunks } from './chunks';
import { companyCalendar } from './dates';
import { FailureCsv } from './failures';
import { fieldsOf } from './fields';
import { emptyCounts, runPipeline, type Counts } from './pipeline';
import { STALE_AFTER_MS, type ImportRow } from './serialize';
import { ImportChanges } from './record-events';
import { recordImportCompleted } from './security-events';
import { dataRows } from './source';
import type { ImportTrail } from './trail';
import { countWrites, insertRecords, prepareWrites, updateRecords } from './write';

const { imports, users } = tenantTables;
const m = MESSAGES.crm.imports;

export const IMPORT_QUEUE = 'crm.import';

export interface ImportJob {
  companyId: number;
  importId: string;
}

class Stop extends Error {
  constructor(
    readonly status: 'cancelled' | 'failed',
    readonly reason: string | null,
  ) {
    super(reason ?? status);
  }
}

/** Takes a queued import (or one whose server stopped mid-run) for this process; null if there is none. */
async function claim(deps: AppDeps, job: ImportJob): Promise<ImportRow | null> {
  return withTenant(deps.db, job.companyId, async (tx) => {
    const stale = new Date(deps.now().getTime() - STALE_AFTER_MS);
    const [row] = await tx
      .update(imports)
      .set({ status: 'running', startedAt: deps.now(), heartbeatAt: deps.now(), rowsDone: 0 })
      .where(
        and(
          eq(imports.id, job.importId),
          or(eq(imports.status, 'queued'), and(eq(imports.status, 'running'), lt(imports.heartbeatAt, stale))),
        ),
      )
      .returning();
    return row ?? null;
  });
}

/** Writes progress beside the run and answers whether the user asked to cancel. */
async function reportProgress(deps: AppDeps, job: ImportJob, counts: Counts): Promise<boolean> {
  return withTenant(deps.db, job.companyId, async (tx) => {
    const [row] = await tx
      .update(imports)
      .set({ rowsDone: counts.rowsDone, failed: counts.failed, heartbeatAt: deps.now() })
      .where(eq(imports.id, job.importId))
      .returning({ status: imports.status });
    return row?.status === 'cancelling';
  });
}

async function finish(deps: AppDeps, job: ImportJob, values: Partial<ImportRow>) {
  await withTenant(deps.db, job.companyId, async (tx) => {
    await tx
      .update(imports)
      .set({ ...values, finishedAt: deps.now(), heartbeatAt: deps.now() })
      .where(and(eq(imports.id, job.importId), inArray(imports.status, ['running', 'cancelling'])));
    await dropChunks(tx, job.importId, 'source');
  });
}

export async function runImport(deps: AppDeps, job: ImportJob, signal?: AbortSignal): Promise<void> {
  const row = await claim(deps, job);
  if (!row) return;
  const commitMode = row.commitMode as ImportCommitMode;
  // Read before the rows' transaction: the platform's table is not the company's schema.
  const timeZone = (await deps.directory.byId(job.companyId))?.timeZone ?? 'UTC';
  const errors: ImportRow['errors'] = [];
  let counts = emptyCounts();
  // Failing rows are kept in their own transactions: the summary offers them even after a rollback.
  await withTenant(deps.db, job.companyId, (tx) => dropChunks(tx, job.importId, 'failures'));
  const failureChunks = new ChunkWriter((seq, data) =>
    withTenant(deps.db, job.companyId, (tx) => chunkStore(tx, job.importId, 'failures')(seq, data)),
  );
  const failures = new FailureCsv(row.headers, (bytes) => failureChunks.write(bytes));
  let reported = Promise.resolve(false);
  try {
    await withTenant(deps.db, job.companyId, async (tx: Tx) => {
      await prepareWrites(tx);
      const fields = await fieldsOf(tx, row.kind as ImportKind);
      const plan = {
        kind: row.kind as ImportKind,
        fields,
        mapping: row.mapping,
        duplicates: row.duplicates as ImportDuplicateMode,
        actorId: row.createdBy ?? (await anyOwner(tx)),
        importId: row.id,
        ...companyCalendar(timeZone, deps.now()),
      };
      const trail: ImportTrail = {
        importId: row.id,
        fileName: row.fileName,
        actor: await actorNamed(tx, plan.actorId),
      };
      // The run acts for whoever started it: what they may not see, it may not change or attach to.
      if (row.createdBy) keepScope(tx, await readPersonScope(tx, job.companyId, row.createdBy));
      const changes = new ImportChanges(plan.kind, timeZone);
      counts = await runPipeline(tx, plan, dataRows(tx, row), {
        failed: async (failed, problems) => {
          for (const p of problems) {
            if (errors.length < IMPORT_LIMITS.errorsShown)
              errors.push({ line: failed.line, field: p.field, message: p.message });
          }
          await failures.add(failed.line, failed.cells, problems);
        },
        write: async (batch, sofar) => {
          // All or nothing: once a row has failed nothing more is written; the run rolls back at the end.
          if (commitMode === 'valid' || sofar.failed === 0) {
            // The statements leave now, in this order, on the run's connection (the pipeline's
            // next batch queues behind them): what the batch changes is read before it changes.
            await Promise.all([
              changes.note(tx, batch),
              insertRecords(tx, plan.kind, batch.creates, row.id),
              updateRecords(tx, plan.kind, batch.updates, trail, row.id),
            ]);
          }
          // Progress in batch order, though the next batch may finish writing before this one reports.
          const cancelled = reported.then(() => reportProgress(deps, job, sofar));
          reported = cancelled.catch(() => false);
          if (signal?.aborted || (await cancelled)) throw new Stop('cancelled', null);
        },
      });
      await failureChunks.flush();
      if (commitMode === 'all' && counts.failed > 0) throw new Stop('failed', m.rowsInvalid(counts.failed));
      const [completed] = await tx
        .update(imports)
        .set({ status: 'completed', ...counts, errors, finishedAt: deps.now(), heartbeatAt: deps.now() })
        .where(eq(imports.id, job.importId))
        .returning();
      await dropChunks(tx, job.importId, 'source');
      await recordImportCompleted(tx, row, trail.actor, counts);
      // Late, so the counter's row is locked only for the moments before the commit; and before the
      // events, as every writer of the table takes the two locks (raising the counter as it writes,
      // then recording its events), so no two writers ever wait on each other in a circle.
      await countWrites(tx, plan.kind);
      await changes.record(deps, tx, job.companyId, completed!);
    });
  } catch (error) {
    await failureChunks.flush().catch(() => undefined);
    const stop = error instanceof Stop ? error : new Stop('failed', failureText(error));
    // The database's own words only: a failed batch query would carry every row of the batch.
    const reason = String((error as { cause?: unknown }).cause ?? error).slice(0, 500);
    if (!(error instanceof Stop)) deps.log.error({ reason, importId: job.importId }, 'import failed');
    // Nothing was written: the summary says what would have happened to the failing rows only.
    await finish(deps, job, {
      status: stop.status,
      failure: stop.reason,
      rowsDone: counts.rowsDone,
      created: 0,
      updated: 0,
      skipped: 0,
      failed: counts.failed,
      errors,
    });
  }
}

function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // A refusal of the file itself (it was checked at upload, so only a changed file gets here).
  return (error as { code?: string }).code === 'VALIDATION_ERROR' ? message : MESSAGES.generic.internal;
}

/** The user the timeline names for the import's leads (the one who creates them). */
async function actorNamed(tx: Tx, id: string): Promise<ActivityActor | null> {
  const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return user ?? null;
}

/** Who creates the records when the uploader has since been deleted: the company's owner. */
async function anyOwner(tx: Tx): Promise<string> {
  const rows = await tx.execute<{ id: string }>(sql`select id from users where role = 'owner' limit 1`);
  return rows[0]!.id;
}
