import { selectLeads } from '@app/api/crm/leads/serialize';
import { leadSearch } from '@app/api/crm/search';
import { orderBy } from '@app/api/lists/page';
import { and, count, eq, platformTables, sql, tenantTables, type Database, type SQL } from '@app/db';

import type { Statement } from './reference';

export const STAGE = 'Contacted';
export const SEARCH = 'Patel';

const { users, leads, brands } = tenantTables;
const { sessions } = platformTables;

/** The access token's subject and session id (the token is our own, signed by the bench). */
function claimsOf(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
}

/**
 * The statements a tenant call ran before the request-path work (docs/decisions/0018), rendered by
 * drizzle exactly as the services render them: the session-and-user check, then the call's own reads.
 */
export async function tenantStatements(db: Database, token: string): Promise<Record<string, Statement[]>> {
  const { sub, sid } = claimsOf(token);
  const open = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${sid} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`;
  const check = db.select({ user: users, open }).from(users).where(eq(users.id, sub)).limit(1).toSQL();
  const profile = db.select().from(users).where(eq(users.id, sub)).limit(1).toSQL();
  const list = (where: SQL | undefined): Statement[] => [
    check,
    selectLeads(db)
      .where(where)
      .orderBy(...orderBy(leads.createdAt, 'desc', leads.createdAt, leads.id))
      .limit(20)
      .offset(0)
      .toSQL(),
    db.select({ total: count() }).from(leads).innerJoin(brands, eq(brands.id, leads.brandId)).where(where).toSQL(),
  ];
  return {
    'auth.me: raw SQL': [check, profile],
    'leads by stage: raw SQL': list(and(eq(leads.stage, STAGE))),
    'leads search: raw SQL': list(leadSearch(SEARCH)),
  };
}
