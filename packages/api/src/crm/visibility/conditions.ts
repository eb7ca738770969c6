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
 */
import { eq, inArray, or, sql, tenantTables, type Column, type Executor, type SQL } from '@app/db';

import { scopeOf, type RecordScope } from './scope';

const { leads, meetings, enquiries, brands, users } = tenantTables;

type People = Extract<RecordScope, { kind: 'people' }>;

/** `column` names one of the scope's people. */
function byPeople(column: Column, scope: People): SQL {
  if (scope.visibility === 'own' || scope.department === null) return eq(column, scope.me);
  return inArray(column, sql`(select ${users.id} from ${users} where ${users.department} = ${scope.department})`);
}

const peopleOf = (tx: Executor): People | undefined => {
  const scope = scopeOf(tx);
  return scope.kind === 'people' ? scope : undefined;
};

export function visibleLeads(tx: Executor): SQL | undefined {
  const scope = peopleOf(tx);
  return scope && byPeople(leads.csPersonId, scope);
}

/** The leads whose records (meetings, enquiries, notes) the scope sees through the lead. */
const leadsOfPeople = (scope: People) =>
  sql`(select ${leads.id} from ${leads} where ${byPeople(leads.csPersonId, scope)})`;

export function visibleMeetings(tx: Executor): SQL | undefined {
  const scope = peopleOf(tx);
  return scope && or(byPeople(meetings.csPersonId, scope), inArray(meetings.leadId, leadsOfPeople(scope)));
}

export function visibleEnquiries(tx: Executor): SQL | undefined {
  const scope = peopleOf(tx);
  return scope && or(byPeople(enquiries.csPersonId, scope), inArray(enquiries.leadId, leadsOfPeople(scope)));
}

export function visibleBrands(tx: Executor): SQL | undefined {
  const scope = peopleOf(tx);
  return scope && byPeople(brands.brandOwnerId, scope);
}

/** A condition for a statement written as text: `where ${allOr(visibleLeads(tx))}`. */
export const allOr = (visible: SQL | undefined): SQL => visible ?? sql`true`;

/** Whether the request sees every record (no condition to add anywhere). */
export const seesAll = (tx: Executor): boolean => scopeOf(tx).kind === 'all';
