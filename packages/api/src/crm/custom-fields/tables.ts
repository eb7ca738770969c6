import { CUSTOM_COLUMN_ENTITIES, type CustomColumnEntity } from '@app/contracts';
import { tenantTables } from '@app/db';

const { brands, leads, meetings, enquiries } = tenantTables;

/** The table whose custom_fields hold an entity's values. */
export const RECORD_TABLES = { brand: brands, lead: leads, meeting: meetings, enquiry: enquiries } as const;

/** Entities come from stored columns and queued jobs, never from a request unchecked. */
export function recordTableOf(entity: string) {
  if (!(CUSTOM_COLUMN_ENTITIES as readonly string[]).includes(entity)) throw new Error(`unknown entity ${entity}`);
  return RECORD_TABLES[entity as CustomColumnEntity];
}
