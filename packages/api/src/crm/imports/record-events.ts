/**
 * What an import tells the company's integrations (record-events/), in the run's own transaction:
 * `<kind>.created` for each record it created, `<kind>.updated` for each one it updated (and
 * `lead.stage_changed` when a lead's stage moved), each the record as its GET answers it, then
 * `import.completed` with the import as its GET answers it. So the changes feed mirrors imported
 * records like any others, and nothing is heard of a run that failed or was cancelled.
 *
 * Written once every row is in rather than batch by batch: the events' lock holds the company's
 * other event writers until the commit (record-events/record.ts), so the run takes it for its last
 * moments only, and each record is read once, as it commits. A record created and then updated by
 * the same import is one `created`: nobody saw it in between.
 */
import type { ImportKind, RecordEventType } from '@app/contracts';
import { inArray, tenantTables, type Executor, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { UrlSigning } from '../../services/files/signed-url';
import { recordEventsIn, sessionlessSigning, type NewRecordEvent } from '../../kit/record-events/record';
import { selectBrands, serializeBrand } from '../brands/serialize';
import { selectEnquiries, serializeEnquiry } from '../enquiries/serialize';
import { selectLeads, serializeLead } from '../leads/serialize';
import { selectMeetings, serializeMeeting } from '../meetings/serialize';
import type { Batch } from './pipeline';
import { serializeImport, type ImportRow } from './serialize';

const { brands, leads, meetings, enquiries } = tenantTables;

type Json = Record<string, unknown> & { id: string };

/** Records read back and events written per statement (an import can hold 100,000 rows). */
export const EVENTS_CHUNK = 1000;

/** What a record's GET answer depends on besides the record. */
interface Answering {
  signing: UrlSigning;
  timeZone: string;
}

/** Records of one kind as their GETs answer them, in no particular order (also for an import's undoing). */
export const READ: Record<ImportKind, (tx: Executor, ids: string[], answering: Answering) => Promise<Json[]>> = {
  lead: async (tx, ids) => (await selectLeads(tx).where(inArray(leads.id, ids))).map(serializeLead),
  meeting: async (tx, ids, { timeZone }) =>
    (await selectMeetings(tx).where(inArray(meetings.id, ids))).map((row) => serializeMeeting(row, timeZone)),
  enquiry: async (tx, ids) => (await selectEnquiries(tx).where(inArray(enquiries.id, ids))).map(serializeEnquiry),
  brand: async (tx, ids, { signing }) =>
    (await selectBrands(tx).where(inArray(brands.id, ids))).map((row) => serializeBrand(row, signing)),
};

const event = (type: RecordEventType, data: Json): NewRecordEvent => ({ type, recordId: data.id, data });

/** The records a run wrote, noted batch by batch, and the events they make once the run is done. */
export class ImportChanges {
  /** Created by the run, in the order it wrote them. */
  private readonly created = new Set<string>();
  /** There before the run and updated by it; for leads, each one's stage before the run. */
  private readonly updated = new Map<string, string | undefined>();

  constructor(
    private readonly kind: ImportKind,
    /** The company's, for the records' calendar days. */
    private readonly timeZone: string,
  ) {}

  /**
   * Notes a batch about to be written. A lead's first update needs its stage from before: the read
   * is sent at once, so call this ahead of the batch's writes and they queue behind it.
   */
  note(tx: Executor, batch: Batch): Promise<void> {
    for (const record of batch.creates) this.created.add(record.id as string);
    const first = batch.updates
      .map((record) => record.id as string)
      .filter((id) => !this.created.has(id) && !this.updated.has(id));
    for (const id of first) this.updated.set(id, undefined);
    if (this.kind !== 'lead' || first.length === 0) return Promise.resolve();
    return tx
      .select({ id: leads.id, stage: leads.stage })
      .from(leads)
      .where(inArray(leads.id, first))
      .then((rows) => {
        for (const row of rows) this.updated.set(row.id, row.stage);
      });
  }

  /** Every record's events, then `import.completed`, in `tx` (the run's, after its last write). */
  async record(deps: AppDeps, tx: Tx, companyId: number, completed: ImportRow): Promise<void> {
    const answering = { signing: sessionlessSigning(deps), timeZone: this.timeZone };
    const write = async (ids: readonly string[], eventsOf: (record: Json) => NewRecordEvent[]) => {
      for (let at = 0; at < ids.length; at += EVENTS_CHUNK) {
        const chunk = ids.slice(at, at + EVENTS_CHUNK);
        const byId = new Map((await READ[this.kind](tx, chunk, answering)).map((record) => [record.id, record]));
        const events = chunk.flatMap((id) => {
          const record = byId.get(id);
          return record ? eventsOf(record) : [];
        });
        await recordEventsIn(deps, tx, companyId, events);
      }
    };
    await write([...this.created], (record) => [event(`${this.kind}.created`, record)]);
    await write([...this.updated.keys()], (record) => this.updateEvents(record));
    await recordEventsIn(deps, tx, companyId, [event('import.completed', serializeImport(completed, deps.now()))]);
  }

  /** As a lead's edit records it: moved to another stage, it is also `lead.stage_changed`. */
  private updateEvents(record: Json): NewRecordEvent[] {
    const updated = event(`${this.kind}.updated`, record);
    const before = this.updated.get(record.id);
    const moved = this.kind === 'lead' && before !== undefined && before !== record.stage;
    return moved ? [updated, event('lead.stage_changed', record)] : [updated];
  }
}
