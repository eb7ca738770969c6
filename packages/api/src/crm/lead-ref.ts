import { MESSAGES } from '@app/contracts';
import { eq, tenantTables, type Executor } from '@app/db';

import { fieldError } from '../core/errors';

const { leads } = tenantTables;

/** The lead a meeting or enquiry belongs to: one of this company's (another's id is not found). */
export async function leadOf(tx: Executor, leadId: string) {
  const [lead] = await tx
    .select({ id: leads.id, clientName: leads.clientName, csPersonId: leads.csPersonId })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw fieldError('leadId', MESSAGES.crm.leads.notFound);
  return lead;
}
