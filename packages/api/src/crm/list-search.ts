/**
 * Search conditions for the CRM record lists, shaped so PostgreSQL can use the trigram indexes
 * (docs/decisions/0017-crm-search-indexes.md). An OR whose parts sit on two joined tables can
 * use no index and scans the whole table; each condition here stays on the listed table, reaching
 * the other tables through `id = any(array(subquery))` sets that are themselves index scans.
 */
import { ilike, or, sql, tenantTables, type SQL } from '@app/db';

import { containsPattern } from '../kit/pagination/page';

const { leads, brands } = tenantTables;

type Column = Parameters<typeof ilike>[0];

/** Ids of the brands whose name contains the pattern. */
const brandIdsMatching = (pattern: string) =>
  sql`array(select ${brands.id} from ${brands} where ${brands.name} ilike ${pattern})`;

/** A lead's client name, email or brand name contains the pattern (conditions on `leads`). */
const leadMatches = (pattern: string, extra: SQL[] = []): SQL =>
  or(
    ilike(leads.clientName, pattern),
    ilike(leads.emailId, pattern),
    sql`${leads.brandId} = any(${brandIdsMatching(pattern)})`,
    ...extra,
  )!;

/**
 * Leads list: client name, brand or email (docs/product/crm.md#lists), and `extra` matches on the lead itself
 * (its custom fields).
 */
export const leadSearch = (search: string | undefined, extra: SQL[] = []): SQL | undefined =>
  search ? leadMatches(containsPattern(search), extra) : undefined;

/**
 * Meetings and enquiries: the lead's client name, brand or email, or one of the record's own text
 * columns (`own`, e.g. a meeting's title or an enquiry's requirement), or `extra` matches on the
 * record itself (its custom fields).
 */
export function recordSearch(
  search: string | undefined,
  leadId: Column,
  own: Column[],
  extra: SQL[] = [],
): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const matchingLeads = sql`array(select ${leads.id} from ${leads} where ${leadMatches(pattern)})`;
  return or(...own.map((column) => ilike(column, pattern)), sql`${leadId} = any(${matchingLeads})`, ...extra);
}
