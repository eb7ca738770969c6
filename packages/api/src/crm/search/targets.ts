/**
 * What the global search looks through, per kind: the text its name is matched on (exact, prefix,
 * then similar spelling), further text matched as a fragment, and what a hit shows. Every matched
 * column has a trigram index (docs/decisions/0017) and the name a btree for exact and prefix
 * (0021), users aside: the team is small. The arms read only the kind's own table and carry two
 * values (`ref`, `extra`); the second line is built from them for the few rows kept, so the
 * statement has no joins to plan four times over.
 */
import type { SearchKind } from '@app/contracts';
import { sql, tenantTables, type SQL } from '@app/db';

const { leads, brands, meetings, enquiries, users } = tenantTables;

export interface SearchTarget {
  kind: SearchKind;
  table: SQL;
  id: SQL;
  /** Matched exact, by prefix, as a fragment and by similarity. */
  name: SQL;
  /** Matched as a fragment only. */
  also: SQL[];
  label: SQL;
  /** Two values the arms carry (as `ref` and `extra`) for `detail`. */
  ref: SQL;
  extra: SQL;
  /** The second line, from the kept rows' `hits.ref` and `hits.extra`. */
  detail: SQL;
  /** Newest first: which records a term too short for the trigram indexes is looked for among. */
  recent: SQL;
}

const clientOf = sql`(select ${leads.clientName} from ${leads} where ${leads.id} = hits.ref)`;

export const SEARCH_TARGETS: Record<SearchKind, SearchTarget> = {
  leads: {
    kind: 'leads',
    table: sql`${leads}`,
    id: sql`${leads.id}`,
    name: sql`${leads.clientName}`,
    also: [sql`${leads.emailId}`],
    label: sql`${leads.clientName}`,
    ref: sql`${leads.brandId}`,
    extra: sql`${leads.emailId}`,
    detail: sql`concat_ws(' · ', (select ${brands.name} from ${brands} where ${brands.id} = hits.ref), hits.extra)`,
    recent: sql`${leads.createdAt}`,
  },
  brands: {
    kind: 'brands',
    table: sql`${brands}`,
    id: sql`${brands.id}`,
    name: sql`${brands.name}`,
    also: [sql`${brands.website}`],
    label: sql`${brands.name}`,
    ref: sql`${brands.industry}`,
    extra: sql`${brands.website}`,
    detail: sql`nullif(concat_ws(' · ', hits.ref, hits.extra), '')`,
    recent: sql`${brands.createdAt}`,
  },
  meetings: {
    kind: 'meetings',
    table: sql`${meetings}`,
    id: sql`${meetings.id}`,
    name: sql`${meetings.title}`,
    also: [],
    label: sql`${meetings.title}`,
    ref: sql`${meetings.leadId}`,
    extra: sql`to_char(${meetings.scheduledAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`,
    detail: sql`concat_ws(' · ', ${clientOf}, hits.extra)`,
    recent: sql`${meetings.createdAt}`,
  },
  enquiries: {
    kind: 'enquiries',
    table: sql`${enquiries}`,
    id: sql`${enquiries.id}`,
    name: sql`${enquiries.requirement}`,
    also: [sql`${enquiries.title}`],
    label: sql`coalesce(${enquiries.title}, ${enquiries.requirement})`,
    ref: sql`${enquiries.leadId}`,
    extra: sql`${enquiries.stage}`,
    detail: sql`concat_ws(' · ', ${clientOf}, hits.extra)`,
    recent: sql`${enquiries.createdAt}`,
  },
  team: {
    kind: 'team',
    table: sql`${users}`,
    id: sql`${users.id}`,
    name: sql`${users.name}`,
    also: [sql`${users.email}`],
    label: sql`${users.name}`,
    ref: sql`null`,
    extra: sql`${users.email}`,
    detail: sql`hits.extra`,
    recent: sql`${users.createdAt}`,
  },
};
