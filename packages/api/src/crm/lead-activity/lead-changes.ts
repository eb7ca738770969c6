/**
 * What a lead edit changed, as timeline entries: one per field whose value differs, old and new as
 * people read them (the brand and the CS person by name, money as a number). A stage change is its
 * own kind so the timeline (and the board) can show it as from -> to.
 */
import { LEAD_FORM_FIELDS, type LeadFormField } from '@app/contracts';

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

/**
 * The name an entry gives a field: a reference by what it shows (the brand, the CS person), as
 * the timeline has always stored and labelled it.
 */
export const entryFieldOf = (field: LeadFormField) =>
  field === 'brandId' ? 'brand' : field === 'csPersonId' ? 'csPerson' : field;

const money = (value: string | null) => (value === null ? null : String(Number(value)));

/** The value to compare (ids for references) and the value to show. */
function valueOf(snapshot: LeadSnapshot, field: LeadFormField): { key: string | null; shown: string | null } {
  const { lead } = snapshot;
  switch (field) {
    case 'brandId':
      return { key: lead.brandId, shown: snapshot.brand };
    case 'csPersonId':
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
  // The timeline follows the lead form's fields, in its order.
  for (const field of LEAD_FORM_FIELDS) {
    const old = valueOf(before, field);
    const now = valueOf(after, field);
    if (old.key === now.key) continue;
    entries.push({
      leadId: after.lead.id,
      kind: field === 'stage' ? 'stage_changed' : 'field_changed',
      field: entryFieldOf(field),
      oldValue: old.shown,
      newValue: now.shown,
      actor,
    });
  }
  return entries;
}
