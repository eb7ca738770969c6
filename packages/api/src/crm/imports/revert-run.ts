/**
 * Undoing an import (the 'crm.import-revert' job), in ONE transaction so a failure leaves every
 * record as it was, with progress written beside it as a run's is:
 * - a record the import created is deleted, unless someone changed it since or added to it (a
 *   lead's meetings, enquiries or notes, a brand's leads): those are kept and listed;
 * - a record it updated gets back the row it had before, unless someone changed it since (kept);
 * - a record deleted since is simply gone.
 * Integrations hear `<kind>.deleted` and `<kind>.updated` as for any change. What was kept and why
 * is in the import's `revert`, with the counts.
 */
import { IMPORT_LIMITS, MESSAGES, type ImportKind, type RecordEventType } from '@app/contracts';
import { eq, getTableColumns, getTableName, sql, tenantTables, withTenant, type ImportRevert, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { recordEventsIn, sessionlessSigning } from '../../kit/record-events/record';
import { recordTableOf } from '../custom-fields/tables';
import { EVENTS_CHUNK, READ } from './record-events';
import type { ImportJob } from './run';

const { imports } = tenantTables;
const m = MESSAGES.crm.imports;

/** Rows deleted or restored per statement, with progress reported after each. */
const CHUNK = 2_000;

/** What else points at a created record: it is kept when any of these hold a row for it. */
const IN_USE: Record<ImportKind, string> = {
  lead: `exists (select 1 from meetings x where x.lead_id = t.id) or exists (select 1 from enquiries x where x.lead_id = t.id) or exists (select 1 from lead_notes x where x.lead_id = t.id)`,
  brand: `exists (select 1 from leads x where x.brand_id = t.id)`,
  meeting: 'false',
  enquiry: 'false',
};

/** How a kept record is named on the undo's summary: as its own page names it. */
const NAME: Record<ImportKind, string> = {
  lead: 'client_name',
  brand: 'name',
  meeting: 'title',
  enquiry: `coalesce(nullif(btrim(title), ''), requirement)`,
};

/**
 * The names of the kept records the summary lists, on one line and cut short, read now so they
 * still read once a record is deleted; a record without one is left out (listed by its id).
 */
async function keptLabels(tx: Tx, kind: ImportKind, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = sql.raw(`"${getTableName(recordTableOf(kind))}"`);
  const name = sql.raw(NAME[kind]);
  const rows = await tx.execute<{ id: string; label: string | null }>(sql`select id,
      nullif(left(btrim(regexp_replace(${name}, '[[:space:]]+', ' ', 'g')), ${IMPORT_LIMITS.revertKeptLabelMax}), '') as label
    from ${table} where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return new Map(rows.flatMap((r) => (r.label ? [[r.id, r.label] as const] : [])));
}

async function setRevert(deps: AppDeps, job: ImportJob, change: (revert: ImportRevert) => ImportRevert) {
  await withTenant(deps.db, job.companyId, async (tx) => {
    const [row] = await tx.select({ revert: imports.revert }).from(imports).where(eq(imports.id, job.importId));
    if (row?.revert)
      await tx
        .update(imports)
        .set({ revert: change(row.revert) })
        .where(eq(imports.id, job.importId));
  });
}

/** The columns a restored row gets back: all but its id and when it was created. */
function restoredColumns(kind: ImportKind): string[] {
  const columns = Object.values(getTableColumns(recordTableOf(kind))).map((c) => c.name);
  return columns.filter((name) => name !== 'id' && name !== 'created_at');
}

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

export async function runRevert(deps: AppDeps, job: ImportJob): Promise<void> {
  const [row] = await withTenant(deps.db, job.companyId, (tx) =>
    tx.select().from(imports).where(eq(imports.id, job.importId)),
  );
  if (!row?.revert || row.revert.status !== 'queued') return;
  const kind = row.kind as ImportKind;
  const table = sql.raw(`"${getTableName(recordTableOf(kind))}"`);
  await setRevert(deps, job, (r) => ({ ...r, status: 'running' }));
  try {
    const summary = await withTenant(deps.db, job.companyId, async (tx) => {
      const noted = sql`from import_changes ic join ${table} t on t.id = ic.record_id where ic.import_id = ${row.id}::uuid`;
      const changed = sql`t.updated_at > ic.written_at`;
      const inUse = sql.raw(IN_USE[kind]);
      const kept = await tx.execute<{ id: string; changed: boolean }>(
        sql`select ic.record_id as id, ${changed} as changed ${noted} and (${changed} or (ic.action = 'created' and (${inUse})))`,
      );
      const keptIds = `{${kept.map((k) => k.id).join(',')}}`;
      let done = 0;
      const report = async (more: number) => {
        done += more;
        await setRevert(deps, job, (r) => ({ ...r, done }));
      };
      const deleted: string[] = [];
      for (;;) {
        const chunk = await tx.execute<{ id: string }>(sql`delete from ${table} d where d.id in (
          select ic.record_id from import_changes ic where ic.import_id = ${row.id}::uuid and ic.action = 'created'
          and ic.record_id <> all(${keptIds}::uuid[])
          and exists (select 1 from ${table} e where e.id = ic.record_id) limit ${CHUNK}) returning d.id`);
        deleted.push(...ids(chunk));
        await report(chunk.length);
        if (chunk.length < CHUNK) break;
      }
      const columns = restoredColumns(kind)
        .map((c) => `"${c}"`)
        .join(', ');
      const restored = await tx.execute<{ id: string }>(sql`update ${table} t set (${sql.raw(columns)}) =
          (select ${sql.raw(columns)} from jsonb_populate_record(null::${table}, ic.previous))
        from import_changes ic
        where ic.import_id = ${row.id}::uuid and ic.action = 'updated' and t.id = ic.record_id
          and ic.record_id <> all(${keptIds}::uuid[])
        returning t.id`);
      await report(restored.length);
      await recordRevertEvents(deps, tx, job.companyId, kind, deleted, ids(restored));
      await tx.delete(tenantTables.importChanges).where(eq(tenantTables.importChanges.importId, row.id));
      const shown = kept.slice(0, IMPORT_LIMITS.revertKeptShown);
      const labels = await keptLabels(tx, kind, ids(shown));
      return {
        deleted: deleted.length,
        restored: restored.length,
        kept: kept.length,
        keptRecords: shown.map((k) => {
          const label = labels.get(k.id);
          return { id: k.id, reason: k.changed ? m.revertKeptChanged : m.revertKeptInUse, ...(label ? { label } : {}) };
        }),
      };
    });
    await setRevert(deps, job, (r) => ({
      ...r,
      ...summary,
      status: 'completed',
      finishedAt: deps.now().toISOString(),
    }));
  } catch (error) {
    deps.log.error({ reason: String(error).slice(0, 500), importId: job.importId }, 'import revert failed');
    await setRevert(deps, job, (r) => ({
      ...r,
      status: 'failed',
      done: 0,
      failure: MESSAGES.generic.internal,
      finishedAt: deps.now().toISOString(),
    }));
  }
}

async function recordRevertEvents(
  deps: AppDeps,
  tx: Tx,
  companyId: number,
  kind: ImportKind,
  deleted: readonly string[],
  restored: readonly string[],
) {
  const gone = deleted.map((id) => ({ type: `${kind}.deleted` as RecordEventType, recordId: id, data: { id } }));
  for (let at = 0; at < gone.length; at += EVENTS_CHUNK) {
    await recordEventsIn(deps, tx, companyId, gone.slice(at, at + EVENTS_CHUNK));
  }
  const answering = {
    signing: sessionlessSigning(deps),
    timeZone: (await deps.directory.byId(companyId))?.timeZone ?? 'UTC',
  };
  for (let at = 0; at < restored.length; at += EVENTS_CHUNK) {
    const records = await READ[kind](tx, restored.slice(at, at + EVENTS_CHUNK), answering);
    const events = records.map((data) => ({ type: `${kind}.updated` as RecordEventType, recordId: data.id, data }));
    await recordEventsIn(deps, tx, companyId, events);
  }
}
