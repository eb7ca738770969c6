import type { LeadActivityInput } from '@app/contracts';
import { count, desc, eq, tenantTables, type Executor } from '@app/db';

import { countWhere, pageWindow, paginationOf } from '../../kit/pagination/page';
import { findLead } from '../leads/reads';

const { leadActivity, users, imports } = tenantTables;

type ActivityRow = typeof leadActivity.$inferSelect;
type LeadRow = typeof tenantTables.leads.$inferSelect;

/** One timeline entry; `by` is the user's name now, or the name kept on the entry once they are gone. */
export const serializeActivity = (row: ActivityRow, current: string | null) => ({
  id: row.id,
  _id: row.id,
  kind: row.kind,
  field: row.field,
  oldValue: row.oldValue,
  newValue: row.newValue,
  subjectId: row.subjectId,
  subject: row.subject,
  by: row.actorId === null && row.actorName === null ? null : { id: row.actorId, name: current ?? row.actorName },
  createdAt: row.createdAt.toISOString(),
});

export type SerializedActivity = ReturnType<typeof serializeActivity>;

/**
 * Leads written straight to the table (the demo seed, CSV imports, rows older than the timeline)
 * have no `created` entry; the timeline still starts with one, read from the lead itself. A lead a
 * CSV import created names it ("created by import: file") while the import is in the history.
 */
function createdFallback(lead: LeadRow, creator: string | null, origin: { fileName: string } | undefined) {
  return {
    id: lead.id,
    _id: lead.id,
    kind: origin ? 'created_by_import' : 'created',
    field: null,
    oldValue: null,
    newValue: null,
    subjectId: origin ? lead.importId : null,
    subject: origin ? origin.fileName : lead.clientName,
    by: lead.createdBy === null ? null : { id: lead.createdBy, name: creator },
    createdAt: lead.createdAt.toISOString(),
  } satisfies SerializedActivity;
}

/** A lead's timeline, newest first (entries of one write in the order they were written, reversed). */
export async function listLeadActivity(tx: Executor, input: LeadActivityInput) {
  const { lead } = await findLead(tx, input.id);
  const { limit, offset } = pageWindow(input);
  const rows = await tx
    .select({ row: leadActivity, current: users.name })
    .from(leadActivity)
    .leftJoin(users, eq(users.id, leadActivity.actorId))
    .where(eq(leadActivity.leadId, lead.id))
    .orderBy(desc(leadActivity.createdAt), desc(leadActivity.seq))
    .limit(limit)
    .offset(offset);
  const [counts] = await tx
    .select({ n: count(), created: countWhere(eq(leadActivity.kind, 'created')) })
    .from(leadActivity)
    .where(eq(leadActivity.leadId, lead.id));
  const stored = counts?.n ?? 0;
  const activity = rows.map((r) => serializeActivity(r.row, r.current));
  const fallback = counts?.created === 0;
  // The fallback is the oldest entry: it closes the last page.
  if (fallback && offset + rows.length === stored && rows.length < limit) {
    const [creator] = lead.createdBy
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, lead.createdBy))
      : [];
    const [origin] = lead.importId
      ? await tx.select({ fileName: imports.fileName }).from(imports).where(eq(imports.id, lead.importId))
      : [];
    activity.push(createdFallback(lead, creator?.name ?? null, origin));
  }
  return { activity, pagination: paginationOf(input, stored + (fallback ? 1 : 0)) };
}
