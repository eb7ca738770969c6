/**
 * The changes feed: a company's CRM record events in the order they committed, a page at a time.
 * An integration keeps `nextCursor` and asks again from it; deletions come as `<entity>.deleted`
 * with the record's id. Events are kept for RECORD_EVENTS.retentionDays; a mirror older than that
 * starts again from a full list (docs/rest-guide.md, "Keeping a copy in sync").
 */
import { CRM_CHANGE_ENTITIES, type ChangesFeedInput } from '@app/contracts';
import { and, asc, gt, inArray, max, tenantTables, type Executor } from '@app/db';

const { recordEvents } = tenantTables;

/** Where a new copy starts following: after the newest event kept. */
async function latest(tx: Executor) {
  const [row] = await tx.select({ seq: max(recordEvents.seq) }).from(recordEvents);
  return { changes: [], nextCursor: String(row?.seq ?? 0), hasMore: false };
}

export async function readChanges(tx: Executor, input: ChangesFeedInput) {
  if (input.since === 'latest') return latest(tx);
  const since = input.since === undefined ? 0 : Number(input.since);
  const entities = input.entity ? [input.entity] : [...CRM_CHANGE_ENTITIES];
  const rows = await tx
    .select()
    .from(recordEvents)
    .where(and(gt(recordEvents.seq, since), inArray(recordEvents.entity, entities)))
    .orderBy(asc(recordEvents.seq))
    .limit(input.limit);
  const last = rows.at(-1);
  return {
    changes: rows.map((row) => ({
      cursor: String(row.seq),
      id: row.id,
      type: row.type,
      entity: row.entity,
      recordId: row.recordId,
      createdAt: row.createdAt,
      data: row.data,
    })),
    nextCursor: last ? String(last.seq) : (input.since ?? null),
    hasMore: rows.length === input.limit,
  };
}
