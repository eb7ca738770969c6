import { MESSAGES } from '@app/contracts';
import { tenantTables } from '@app/db';

const { departments, designations, users } = tenantTables;

/**
 * The two lists of Team Settings (docs/product/company-portal.md#departments-and-designations). They behave alike; what differs is the table,
 * the member column that holds an entry's name, and the wording.
 */
export const COMPANY_LISTS = {
  departments: {
    table: departments,
    memberColumn: users.department,
    memberValue: (name: string) => ({ department: name }),
    texts: MESSAGES.companyLists.departments,
  },
  designations: {
    table: designations,
    memberColumn: users.designation,
    memberValue: (name: string) => ({ designation: name }),
    texts: MESSAGES.companyLists.designations,
  },
} as const;

export type CompanyListName = keyof typeof COMPANY_LISTS;
export type ListRow = typeof departments.$inferSelect;
export type ListTexts = (typeof COMPANY_LISTS)[CompanyListName]['texts'];

/** One entry as the screens and integrators read it (docs/product/company-portal.md#records), `id` and `_id` alike. */
export const serializeEntry = (row: ListRow) => ({
  id: row.id,
  _id: row.id,
  name: row.name,
  isDefault: row.isDefault,
  isActive: row.isActive,
});

export type ListEntry = ReturnType<typeof serializeEntry>;
