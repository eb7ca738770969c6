/**
 * The one way to write a lead's timeline (docs/product/crm.md#lead-page). Every caller passes the transaction of the
 * change it describes, so the entry commits or rolls back with it: a failed write leaves no entry,
 * and no change goes unrecorded. The lead services call this themselves (create, every field
 * change, stage changes, meetings, enquiries, notes); other code that changes a lead through
 * updateLead gets its entries for free.
 */
import type { LeadActivityKind } from '@app/contracts';
import { tenantTables, type Executor } from '@app/db';

import { personIdOf, type CompanyActor } from '../../core/middlewares/auth';

const { leadActivity } = tenantTables;

/** Who did it; null for the system (a job, a migration). An API key has a name but no user id. */
export interface ActivityActor {
  id: string | null;
  name: string;
}

export interface LeadActivityEntry {
  leadId: string;
  kind: LeadActivityKind;
  /** field_changed / stage_changed: the lead field by its form name. */
  field?: string;
  oldValue?: string | null;
  newValue?: string | null;
  /** The meeting, enquiry or note the entry is about, and its title now. */
  subjectId?: string;
  subject?: string | null;
  actor: ActivityActor | null;
}

/** The stored row of an entry; `at` is the transaction's clock unless given (the demo seed's history). */
export const activityRow = (entry: LeadActivityEntry, at?: Date) => ({
  leadId: entry.leadId,
  kind: entry.kind,
  field: entry.field ?? null,
  oldValue: entry.oldValue ?? null,
  newValue: entry.newValue ?? null,
  subjectId: entry.subjectId ?? null,
  subject: entry.subject ?? null,
  actorId: entry.actor?.id ?? null,
  actorName: entry.actor?.name ?? null,
  ...(at ? { createdAt: at } : {}),
});

/** Writes the entries in their order (one insert); nothing to write is a no-op. */
export async function recordLeadActivity(
  tx: Executor,
  entries: LeadActivityEntry | readonly LeadActivityEntry[],
  at?: Date,
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as LeadActivityEntry];
  if (list.length === 0) return;
  await tx.insert(leadActivity).values(list.map((entry) => activityRow(entry, at)));
}

/** The caller as an activity actor: a person by id and name, a key by its name ("API key <name>"). */
export const actorOf = (actor: CompanyActor): ActivityActor => ({ id: personIdOf(actor), name: actor.name });
