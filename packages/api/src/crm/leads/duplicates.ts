/**
 * Possible duplicates of a lead: other leads the caller may see that share its email (any case) or
 * its phone number (the last ten digits, however written), or whose client name is spelled alike
 * within the same brand (pg_trgm similarity). Most alike first.
 */
import { DUPLICATE_REASONS } from '@app/contracts';
import { and, desc, eq, ne, or, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { escapeLike } from '../../kit/pagination/page';
import { visibleLeads } from '../visibility';
import { findLead } from './reads';
import { leadSelection, serializeLead } from './serialize';

const { leads, brands, users } = tenantTables;

/** How alike two names must be (0–1) to be offered; 0.45 catches "Asha Rao" / "Aasha Rao". */
export const NAME_SIMILARITY = 0.45;
const MAX_DUPLICATES = 20;

const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10);
const phoneDigits = tenantTables.phoneKey(leads.mobileNumber);

export async function findDuplicates(tx: Executor, id: string) {
  const { lead } = await findLead(tx, id);
  const phone = digitsOf(lead.mobileNumber);
  // Shorter numbers (an extension, a typo) would match too widely.
  const samePhone = phone.length >= 7 ? sql`${phoneDigits} = ${phone}` : undefined;
  // ilike without wildcards: equal in any case, and served by the email's trigram index.
  const sameEmail = lead.emailId ? sql`${leads.emailId} ilike ${escapeLike(lead.emailId)}` : undefined;
  const likeName = sql`similarity(${leads.clientName}, ${lead.clientName})`;
  const alikeName = and(eq(leads.brandId, lead.brandId), sql`${likeName} >= ${NAME_SIMILARITY}`);
  const flag = (condition: SQL | undefined) =>
    condition ? sql<boolean>`coalesce(${condition}, false)` : sql<boolean>`false`;
  const rows = await tx
    .select({ ...leadSelection, email: flag(sameEmail), phone: flag(samePhone), name: flag(alikeName) })
    .from(leads)
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .leftJoin(users, eq(users.id, leads.csPersonId))
    .where(and(ne(leads.id, lead.id), visibleLeads(tx), or(sameEmail, samePhone, alikeName)))
    .orderBy(desc(likeName), desc(leads.createdAt))
    .limit(MAX_DUPLICATES);
  return rows.map((row) => {
    const reasons = DUPLICATE_REASONS.filter((reason) => row[reason]);
    return { lead: serializeLead(row), reasons };
  });
}
