/**
 * Which change counters (docs/decisions/0018 §2) a kind's kept index depends on, and the version
 * they give it: an index is served only while every table it was read from counts no higher. A
 * kind reads its own table and, for its detail line, the one its records show: leads their
 * brand's name, meetings and enquiries their lead's client.
 */
import type { SearchKind } from '@app/contracts';
import { sql, tenantTables, type SQL } from '@app/db';

import type { Counters } from '../../../kit/pagination/data-node';
import type { CountedTable } from '../../../kit/pagination/totals';

const { leads, meetings, enquiries } = tenantTables;

/** The kind's own table, as change_counters and search_changes name it. */
const OWN: Record<SearchKind, CountedTable> = {
  leads: 'leads',
  brands: 'brands',
  meetings: 'meetings',
  enquiries: 'enquiries',
  team: 'users',
};

/**
 * The column through which a kind's detail line shows another kind's record: a change there
 * changes this kind's records too.
 */
export const SHOWS: Partial<Record<SearchKind, { column: SQL; kind: SearchKind }>> = {
  leads: { column: sql`${leads.brandId}`, kind: 'brands' },
  meetings: { column: sql`${meetings.leadId}`, kind: 'leads' },
  enquiries: { column: sql`${enquiries.leadId}`, kind: 'leads' },
};

export const tableOf = (kind: SearchKind): CountedTable => OWN[kind];

/** The tables a kind's records are read from: its own, then the one its detail line shows. */
export const tablesRead = (kind: SearchKind): CountedTable[] => {
  const shows = SHOWS[kind];
  return shows ? [OWN[kind], OWN[shows.kind]] : [OWN[kind]];
};

export const versionOf = (kind: SearchKind, counters: Counters): string =>
  tablesRead(kind)
    .map((table) => counters[table] ?? 0)
    .join('/');
