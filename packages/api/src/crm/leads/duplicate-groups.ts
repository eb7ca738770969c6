/**
 * The company-wide possible duplicates: groups of two or more leads the caller may see that share
 * an email (any case) or a phone number (its last ten digits, numbers of at least seven digits),
 * the biggest groups first, then the group with the newest lead. Each group names its reason and
 * the shared value and carries its newest leads (DUPLICATE_GROUPS.leadsPerGroup at most).
 *
 * Names spelled alike are left to one lead's page (duplicates.ts): there one name is compared with
 * the others through the trigram index, but grouping alike names company-wide would compare every
 * pair of leads (100,000 leads: five billion pairs), which no index answers.
 */
import { DUPLICATE_GROUPS, type DuplicateGroupKey, type DuplicateGroupsInput } from '@app/contracts';
import { and, inArray, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { pageWindow, paginationOf } from '../../kit/pagination/page';
import { allOr, visibleLeads } from '../visibility';
import { selectLeads, serializeLead } from './serialize';

const { leads, emailKey, phoneKey, hasPhoneKey } = tenantTables;

interface GroupRow extends Record<string, unknown> {
  key: DuplicateGroupKey;
  match: string;
  count: number;
  ids: string[];
  total: number;
}

/**
 * Each key's expression and the condition of the leads that have one, written exactly as the
 * leads' key indexes (tenant crm.ts) are, partial conditions included.
 */
const KEYS: Record<DuplicateGroupKey, { key: SQL; has: SQL }> = {
  email: { key: emailKey(leads.emailId), has: sql`${leads.emailId} <> ''` },
  phone: { key: phoneKey(leads.mobileNumber), has: hasPhoneKey(leads.mobileNumber) },
};

/**
 * The statement of one page of groups, each with the number of groups in all (bench/duplicates
 * explains it). Each key's groups are counted off its index alone, in key order (no sort, no
 * hashing, no key worked out again); only the page's groups then read their newest leads' ids,
 * again off the index.
 */
export function groupsStatement(tx: Executor, input: DuplicateGroupsInput) {
  const visible = allOr(visibleLeads(tx));
  const { limit, offset } = pageWindow(input);
  const grouped = (name: DuplicateGroupKey) => sql`
    select ${name}::text as "key", ${KEYS[name].key} as match, count(*)::int as count, max(${leads.createdAt}) as newest
    from ${leads}
    where ${KEYS[name].has} and ${visible}
    group by ${KEYS[name].key}
    having count(*) > 1`;
  // The index's own order (created_at desc nulls last), so the newest are read first.
  const newest = (name: DuplicateGroupKey) => sql`array(
    select ${leads.id}::text from ${leads}
    where ${KEYS[name].has} and ${KEYS[name].key} = page.match and ${visible}
    order by ${leads.createdAt} desc nulls last, ${leads.id}
    limit ${DUPLICATE_GROUPS.leadsPerGroup})`;
  return sql`
    with grouped as (${grouped('email')} union all ${grouped('phone')}),
    page as (
      select *, (count(*) over ())::int as total
      from grouped
      order by count desc, newest desc, "key", match
      limit ${limit} offset ${offset}
    )
    select "key", match, count, total,
      case when "key" = 'email' then ${newest('email')} else ${newest('phone')} end as ids
    from page
    order by count desc, newest desc, "key", match`;
}

const pageOfGroups = (tx: Executor, input: DuplicateGroupsInput) => tx.execute<GroupRow>(groupsStatement(tx, input));

export async function duplicateGroups(tx: Executor, input: DuplicateGroupsInput) {
  const groups = await pageOfGroups(tx, input);
  const total = groups[0]?.total ?? (input.page > 1 ? await countGroups(tx) : 0);
  const ids = groups.flatMap((g) => g.ids);
  const rows = ids.length ? await selectLeads(tx).where(and(inArray(leads.id, ids), visibleLeads(tx))) : [];
  const byId = new Map(rows.map((row) => [row.lead.id, serializeLead(row)]));
  return {
    groups: groups.map((group) => {
      const members = group.ids.flatMap((id) => byId.get(id) ?? []);
      // The email as the group shares it (lower case); the phone as its newest lead writes it.
      const value = group.key === 'email' ? group.match : (members[0]?.mobileNumber ?? group.match);
      return { key: group.key, value, count: group.count, leads: members };
    }),
    pagination: paginationOf(input, total),
  };
}

/** A page past the last answers no rows, so no total: the total alone, for its pagination. */
async function countGroups(tx: Executor) {
  const [first] = await pageOfGroups(tx, { page: 1, limit: 1 });
  return first?.total ?? 0;
}
