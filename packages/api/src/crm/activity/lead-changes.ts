/**
 * What a lead edit changed, as timeline entries: one per field whose value differs, old and new as
 * people read them (the brand and the CS person by name, money as a number). A stage change is its
 * own kind so the timeline (and the board) can show it as from -> to.
 */
import type { ActivityActor, LeadActivityEntry } from './record';

/** The lead as the services read it: the row plus the brand's and CS person's names. */
export interface LeadSnapshot {
  lead: {
    id: string;
    date: string;
    brandId: string;
    hq: string | null;
    clientName: string;
    mobileNumber: string | null;
    emailId: string | null;
    designation: string | null;
    linkedin: string | null;
    website: string | null;
    stage: string;
    outcome: string;
    priority: string;
    csPersonId: string | null;
    comment: string | null;
    nextFollowUpDate: string | null;
    estimatedValue: string | null;
  };
  brand: string;
  csPerson: string | null;
}

/** The fields the timeline follows, in the order of the lead form. */
export const TRACKED_FIELDS = [
  'date',
  'brand',
  'clientName',
  'hq',
  'mobileNumber',
  'emailId',
  'designation',
  'linkedin',
  'website',
  'stage',
  'outcome',
  'priority',
  'csPerson',
  'nextFollowUpDate',
  'estimatedValue',
  'comment',
] as const;
export type TrackedField = (typeof TRACKED_FIELDS)[number];

const money = (value: string | null) => (value === null ? null : String(Number(value)));

/** The value to compare (ids for references) and the value to show. */
function valueOf(snapshot: LeadSnapshot, field: TrackedField): { key: string | null; shown: string | null } {
  const { lead } = snapshot;
  switch (field) {
    case 'brand':
      return { key: lead.brandId, shown: snapshot.brand };
    case 'csPerson':
      return { key: lead.csPersonId, shown: snapshot.csPerson };
    case 'estimatedValue': {
      const value = money(lead.estimatedValue);
      return { key: value, shown: value };
    }
    default:
      return { key: lead[field], shown: lead[field] };
  }
}

/** The entries an edit from `before` to `after` records; none when nothing changed. */
export function leadChanges(before: LeadSnapshot, after: LeadSnapshot, actor: ActivityActor | null) {
  const entries: LeadActivityEntry[] = [];
  for (const field of TRACKED_FIELDS) {
    const old = valueOf(before, field);
    const now = valueOf(after, field);
    if (old.key === now.key) continue;
    entries.push({
      leadId: after.lead.id,
      kind: field === 'stage' ? 'stage_changed' : 'field_changed',
      field,
      oldValue: old.shown,
      newValue: now.shown,
      actor,
    });
  }
  return entries;
}
