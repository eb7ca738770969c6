import { eq, tenantTables, type Executor, type SQL } from '@app/db';

import { NO_CURSOR } from '../../kit/pagination/cursor';
import { moneyOf } from '../../kit/pagination/page';

const { leads, brands, users } = tenantTables;

/** A lead with its brand's name and its CS person's name (left join: the person may be gone). */
export const leadSelection = { lead: leads, brand: brands.name, csPerson: users.name };

/** A lead with its brand and CS person, and the list's cursor values beside it. */
export const selectLeads = (tx: Executor, cursor: SQL<string> = NO_CURSOR) =>
  tx
    .select({ ...leadSelection, cursor })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .leftJoin(users, eq(users.id, leads.csPersonId));

export interface LeadRow {
  lead: typeof leads.$inferSelect;
  brand: string;
  csPerson: string | null;
}

/** The documented lead (docs/product/crm.md#leads) with `_id`, the CS person's id and name, money as a number. */
export const serializeLead = ({ lead, brand, csPerson }: LeadRow) => ({
  id: lead.id,
  _id: lead.id,
  date: lead.date,
  brand,
  brandId: lead.brandId,
  hq: lead.hq,
  clientName: lead.clientName,
  mobileNumber: lead.mobileNumber,
  emailId: lead.emailId,
  designation: lead.designation,
  linkedin: lead.linkedin,
  website: lead.website,
  stage: lead.stage,
  outcome: lead.outcome,
  priority: lead.priority,
  csPersonId: lead.csPersonId,
  csPerson,
  comment: lead.comment,
  nextFollowUpDate: lead.nextFollowUpDate,
  estimatedValue: moneyOf(lead.estimatedValue),
  customFields: lead.customFields,
  createdAt: lead.createdAt.toISOString(),
  updatedAt: lead.updatedAt.toISOString(),
});

export type SerializedLead = ReturnType<typeof serializeLead>;
