/**
 * The global search's records narrowed to a team member's record visibility (crm/visibility), as
 * text with one placeholder: the statement is rendered once per shape and kept as text, so the
 * person (for `own`) or the department (for `department`) is a parameter, `$n`, never a value.
 * The conditions are those of crm/visibility/conditions.ts, for the tables the arms read.
 */
import type { SearchKind } from '@app/contracts';
import { sql, tenantTables, type Column, type SQL } from '@app/db';

import type { RecordScope } from '../visibility';

const { leads, meetings, enquiries, brands, users } = tenantTables;

type People = Extract<RecordScope, { kind: 'people' }>;

/** How the scope's people are named: a person's id, or a department's name. */
export const narrowing = (scope: People) =>
  scope.visibility === 'own' || scope.department === null
    ? { by: 'person' as const, value: scope.me }
    : { by: 'department' as const, value: scope.department };

export type Narrowing = ReturnType<typeof narrowing>;

/** The condition on the records of `kind` its arms keep; `undefined` for a kind not narrowed. */
export function narrowed(kind: SearchKind, by: Narrowing['by'], placeholder: number): SQL | undefined {
  const value = sql.raw(`$${placeholder}`);
  const ofPeople = (column: Column) =>
    by === 'person'
      ? sql`${column} = ${value}::uuid`
      : sql`${column} in (select ${users.id} from ${users} where ${users.department} = ${value}::text)`;
  const throughLead = (own: Column, lead: Column) =>
    sql`(${ofPeople(own)} or ${lead} in (select ${leads.id} from ${leads} where ${ofPeople(leads.csPersonId)}))`;
  switch (kind) {
    case 'leads':
      return ofPeople(leads.csPersonId);
    case 'meetings':
      return throughLead(meetings.csPersonId, meetings.leadId);
    case 'enquiries':
      return throughLead(enquiries.csPersonId, enquiries.leadId);
    case 'brands':
      return ofPeople(brands.brandOwnerId);
    case 'team':
      return undefined;
  }
}
