/**
 * The one pass over the data rows that both the preview and the run make: read each row through
 * the mapping, resolve its references, match duplicates, and decide create / update / skip / fail.
 * Rows are handled in batches: references are looked up once per batch and the writer gets the
 * batch's records at once. The preview passes a writer that writes nothing.
 */
import { randomUUID } from 'node:crypto';

import { MESSAGES, type ImportDuplicateMode, type ImportKind } from '@app/contracts';
import type { Executor } from '@app/db';

import { copyKeys, duplicateKeys, DuplicateIndex } from './duplicates';
import type { ImportField } from './fields';
import type { Mapping } from './mapping';
import type { CsvRecord } from './parse';
import { buildContext, buildRecord, type BuildContext, type TableRecord } from './records';
import { References } from './references';
import { readRow, rowShape, type ReadRow, type RowProblem } from './rows';
import type { CellValue } from './cells';
import type { DateConvention } from './dates';

export const BATCH_ROWS = 2000;
/** Batches handed to the writer and not yet written, at most (each holds its records in memory). */
export const WRITES_AHEAD = 2;

export interface Plan {
  kind: ImportKind;
  fields: readonly ImportField[];
  mapping: Mapping;
  duplicates: ImportDuplicateMode;
  actorId: string;
  /** The import the run writes for (not set for a preview): created leads carry it. */
  importId?: string;
  /** The company's calendar day, for the fields that default to today. */
  today: string;
  /** How the company writes dates and its clock for times without a zone. */
  dates?: DateConvention;
}

export interface Counts {
  rowsDone: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

export interface Batch {
  creates: TableRecord[];
  updates: TableRecord[];
}

export interface PipelineSink {
  /**
   * Writes a batch. The next batch's write may start before this one ends: a writer keeps them in
   * order by issuing its statements on one connection before its first await.
   */
  write(batch: Batch, counts: Counts): Promise<void>;
  failed(row: ReadRow, problems: readonly RowProblem[]): Promise<void>;
  /** A row that will be created, as stored (the preview keeps the first few). */
  created?(line: number, shown: Record<string, CellValue>): void;
}

export const emptyCounts = (): Counts => ({ rowsDone: 0, created: 0, updated: 0, skipped: 0, failed: 0 });

export async function runPipeline(
  tx: Executor,
  plan: Plan,
  rows: AsyncIterable<CsvRecord[]>,
  sink: PipelineSink,
): Promise<Counts> {
  const refs = new References(tx);
  await refs.prepare();
  const index = await DuplicateIndex.load(tx, plan.kind);
  const shape = rowShape(plan.mapping, plan.fields, plan.dates);
  const ctx = buildContext({
    kind: plan.kind,
    fields: plan.fields,
    refs,
    actorId: plan.actorId,
    importId: plan.importId,
    today: plan.today,
  });
  const counts = emptyCounts();
  let pending: ReadRow[] = [];
  // Batches are written while the next ones are read and checked: the database and this process
  // work side by side (bench/import). Up to WRITES_AHEAD are handed over before the oldest is
  // awaited, so the database starts the next batch the moment one ends instead of waiting for this
  // process to hear of it. A failed write surfaces when it is awaited, in order.
  const writing: Promise<void>[] = [];

  const flush = async () => {
    await loadReferences(refs, plan.fields, pending);
    const batch = decide(ctx, plan, index, pending, counts, sink.created !== undefined);
    for (const { row, problems } of batch.failures) await sink.failed(row, problems);
    for (const { line, shown } of batch.shown) sink.created?.(line, shown);
    counts.rowsDone += pending.length;
    pending = [];
    if (writing.length >= WRITES_AHEAD) await writing.shift();
    const written = sink.write(batch, { ...counts });
    written.catch(() => undefined);
    writing.push(written);
  };

  for await (const batch of rows) {
    for (const record of batch) {
      pending.push(readRow(shape, record.line, record.cells));
      if (pending.length >= BATCH_ROWS) await flush();
    }
  }
  if (pending.length > 0) await flush();
  for (const written of writing) await written;
  return counts;
}

async function loadReferences(refs: References, fields: readonly ImportField[], rows: readonly ReadRow[]) {
  const texts = (type: ImportField['type']) =>
    fields
      .filter((f) => f.type === type)
      .flatMap((f) => rows.map((r) => r.values[f.key]).filter((v): v is string => typeof v === 'string'));
  await refs.loadBrands(texts('brand'));
  await refs.loadLeads(texts('lead'));
}

interface Decided extends Batch {
  failures: { row: ReadRow; problems: RowProblem[] }[];
  shown: { line: number; shown: Record<string, CellValue> }[];
}

function decide(
  ctx: BuildContext,
  plan: Plan,
  index: DuplicateIndex,
  rows: readonly ReadRow[],
  counts: Counts,
  /** Only the preview shows created rows; the run does not keep them. */
  keepShown: boolean,
): Decided {
  const creates = new Map<string, TableRecord>();
  const updates = new Map<string, TableRecord>();
  const out: Decided = { creates: [], updates: [], failures: [], shown: [] };
  for (const row of rows) {
    const keys = [...duplicateKeys(plan.kind, row.values), ...copyKeys(plan.kind, row.values)];
    const hit = index.find(keys);
    const asUpdate = hit !== undefined && plan.duplicates === 'update';
    // Reference problems go on the row's own list of cell problems (nothing else holds that list).
    const problems = row.problems;
    // Updating a record the importer cannot see would change it through the back door.
    if (asUpdate && hit.hidden) problems.push({ field: hit.field, message: MESSAGES.crm.imports.duplicateHidden });
    // References are resolved even on a row with bad cells, so the row's errors are all reported at once.
    const built = buildRecord(ctx, row.values, !asUpdate, problems);
    if (problems.length > 0) {
      counts.failed++;
      out.failures.push({ row, problems });
    } else if (hit && plan.duplicates === 'skip') {
      counts.skipped++;
    } else if (hit && asUpdate) {
      counts.updated++;
      // A record created or updated earlier in this batch takes the later values on top.
      // A brand matched by name keeps its own spelling of it.
      if (plan.kind === 'brand') delete built.record.name;
      const target = creates.get(hit.id) ?? updates.get(hit.id);
      if (target) mergeInto(target, built.record);
      else updates.set(hit.id, { ...built.record, id: hit.id });
    } else {
      counts.created++;
      const id = randomUUID();
      built.record.id = id;
      creates.set(id, built.record);
      index.add(keys, id, row.line);
      if (keepShown) out.shown.push({ line: row.line, shown: built.shown });
    }
  }
  out.creates = [...creates.values()];
  out.updates = [...updates.values()];
  return out;
}

function mergeInto(target: TableRecord, values: TableRecord) {
  for (const [key, value] of Object.entries(values)) {
    if (key === 'custom_fields' && typeof value === 'object' && value !== null) {
      target.custom_fields = { ...(target.custom_fields as Record<string, CellValue>), ...value };
    } else target[key] = value;
  }
}
