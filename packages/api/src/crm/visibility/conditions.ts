/**
 * The records of each kind the request's scope (scope.ts) lets it see, as a condition for the
 * kind's statements; `undefined` (no condition) when it sees every record.
 *
 *   selectLeads(tx).where(and(listConditions(input), visibleLeads(tx)))
 *
 * - a lead is someone's when they are its CS person;
 * - a meeting or an enquiry when they are its CS person or the CS person of its lead;
 * - a brand when they are its owner.
 * "Someone" is the caller for `own`, and anyone of the caller's department for `department` (a
 * caller without a department sees their own).
 *
 * A lead's condition is one equality on its CS person, so `leads_cs_person_id_created_at_idx`
 * (CS person, then the list's newest-first order, then the stage) hands a member their own leads
 * already in order: a searched page or a board column stops once it is full, and a stage with none
 * of theirs is answered from the index alone.
 */
import { sql, tenantTables, type Column, type Executor, type SQL } from '@app/db';

import { scopeOf, type RecordScope } from './scope';

const { leads, meetings, enquiries, brands, users } = tenantTables;

type People = Extract<RecordScope, { kind: 'people' }>;

/** How the scope's people are named: by a person's id, or by a department's name. */
export interface Narrowing {
  by: 'person' | 'department';
  value: string;
}

export const narrowingOf = (scope: People): Narrowing =>
  scope.visibility === 'own' || scope.department === null
    ? { by: 'person', value: scope.me }
    : { by: 'department', value: scope.department };

/**
 * Each kind's condition for the people `by` names, `value` standing for the person's id or the
 * department's name: a parameter here, a numbered placeholder in a statement kept as text (the
 * global search's).
 */
export function narrowedKinds(by: Narrowing['by'], value: SQL) {
  const ofPeople = (column: Column) =>
    by === 'person'
      ? sql`${column} = ${value}::uuid`
      : sql`${column} in (select ${users.id} from ${users} where ${users.department} = ${value}::text)`;
  const throughLead = (own: Column, lead: Column) =>
    sql`(${ofPeople(own)} or ${lead} in (select ${leads.id} from ${leads} where ${ofPeople(leads.csPersonId)}))`;
  return {
    leads: ofPeople(leads.csPersonId),
    meetings: throughLead(meetings.csPersonId, meetings.leadId),
    enquiries: throughLead(enquiries.csPersonId, enquiries.leadId),
    brands: ofPeople(brands.brandOwnerId),
  };
}

type Kind = keyof ReturnType<typeof narrowedKinds>;

function visible(tx: Executor, kind: Kind): SQL | undefined {
  const scope = scopeOf(tx);
  if (scope.kind === 'all') return undefined;
  const { by, value } = narrowingOf(scope);
  return narrowedKinds(by, sql`${value}`)[kind];
}

export const visibleLeads = (tx: Executor) => visible(tx, 'leads');
export const visibleMeetings = (tx: Executor) => visible(tx, 'meetings');
export const visibleEnquiries = (tx: Executor) => visible(tx, 'enquiries');
export const visibleBrands = (tx: Executor) => visible(tx, 'brands');

/** A condition for a statement written as text: `where ${allOr(visibleLeads(tx))}`. */
export const allOr = (visible: SQL | undefined): SQL => visible ?? sql`true`;

/** Whether the request sees every record (no condition to add anywhere). */
export const seesAll = (tx: Executor): boolean => scopeOf(tx).kind === 'all';
