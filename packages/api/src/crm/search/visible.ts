/**
 * The global search's records narrowed to a team member's record visibility (crm/visibility), as
 * text with one placeholder: the statement is rendered once per shape and kept as text, so the
 * person (for `own`) or the department (for `department`) is a parameter, `$n`, never a value.
 */
import type { SearchKind } from '@app/contracts';
import { sql, tenantTables, type SQL } from '@app/db';

import { narrowedKinds, type Narrowing } from '../visibility';

/** The condition on the records of `kind` its arms keep; `undefined` for a kind not narrowed (the team). */
export function narrowed(kind: SearchKind, by: Narrowing['by'], placeholder: number): SQL | undefined {
  return kind === 'team' ? undefined : narrowedKinds(by, sql.raw(`$${placeholder}`))[kind];
}

const { leads, brands, meetings, enquiries } = tenantTables;

/** A meeting's or an enquiry's lead's CS person. */
const leadPerson = (leadId: SQL) => sql`(select ${leads.csPersonId} from ${leads} where ${leads.id} = ${leadId})::text`;

/**
 * Per kind, the people whose record it is, as the kept indexes read them (kept/load.ts): the same
 * rule as the narrowed statement's conditions (visibility/conditions.ts `narrowedKinds`), as a
 * value per record instead of a condition. The team is not narrowed.
 */
export const OWNERS: Record<SearchKind, SQL> = {
  leads: sql`array[${leads.csPersonId}::text]`,
  brands: sql`array[${brands.brandOwnerId}::text]`,
  meetings: sql`array[${meetings.csPersonId}::text, ${leadPerson(sql`${meetings.leadId}`)}]`,
  enquiries: sql`array[${enquiries.csPersonId}::text, ${leadPerson(sql`${enquiries.leadId}`)}]`,
  team: sql`array[]::text[]`,
};
