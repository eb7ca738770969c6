import type { CustomColumnEntity } from '@app/contracts';
import { tenantTables } from '@app/db';

const { brands, leads, meetings, enquiries } = tenantTables;

/** The table whose custom_fields hold an entity's values. */
export const RECORD_TABLES = { brand: brands, lead: leads, meeting: meetings, enquiry: enquiries } as const;

export const recordTableOf = (entity: string) => RECORD_TABLES[entity as CustomColumnEntity] ?? brands;
