/**
 * Which change counters (docs/decisions/0018 §2) a kind's kept index depends on, and the version
 * they give it: an index is served only while every table it was read from still counts the same.
 * Leads show their brand's name, meetings and enquiries their lead's client.
 */
import type { SearchKind } from '@app/contracts';

import { PLACE, type CountedTable } from '../../../lists/totals';

const READS: Record<SearchKind, CountedTable[]> = {
  leads: ['leads', 'brands'],
  brands: ['brands'],
  meetings: ['meetings', 'leads'],
  enquiries: ['enquiries', 'leads'],
  team: ['users'],
};

/** Every counter of the company's schema, as one JSON object (table name → changes). */
const COUNTERS = `(select coalesce(json_object_agg(table_name, changes), '{}'::json) from change_counters)`;

/** The place (database and schema) and counters a statement sees: `place`, `counters`. */
export const PLACE_AND_COUNTERS = `${PLACE} as place, ${COUNTERS} as counters`;

export type Counters = Partial<Record<string, number>>;

/** The kind's own table (the first it reads), as change_counters and search_changes name it. */
export const tableOf = (kind: SearchKind): CountedTable => READS[kind][0]!;

export const versionOf = (kind: SearchKind, counters: Counters): string =>
  READS[kind].map((table) => counters[table] ?? 0).join('/');
