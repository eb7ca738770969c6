/**
 * The CS person of leads, meetings and enquiries: a member of the company's team, stored by id
 * (docs/architecture.md#the-web-app). Callers may name them by id or, over REST, by their name.
 */
import { MESSAGES } from '@app/contracts';
import { and, eq, sql, tenantTables, type Executor } from '@app/db';

import { fieldError } from '../core/errors';

const { users } = tenantTables;
const m = MESSAGES.crm.csPerson;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CsPersonRef {
  csPersonId?: string | null;
  csPerson?: string | null;
}

/**
 * The member id the input names: undefined when neither field was sent (leave as is), null when
 * cleared. `csPersonId` wins over `csPerson`.
 */
export async function resolveCsPerson(tx: Executor, ref: CsPersonRef): Promise<string | null | undefined> {
  const field = ref.csPersonId !== undefined ? 'csPersonId' : 'csPerson';
  const value = ref.csPersonId !== undefined ? ref.csPersonId : ref.csPerson;
  if (value === undefined || value === null) return value;
  return activeMember(tx, field, value);
}

/** An active user of this company, by id or (case-insensitively) by a unique name. */
export async function activeMember(tx: Executor, field: string, value: string): Promise<string> {
  const byId = UUID.test(value);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), byId ? eq(users.id, value) : sql`lower(${users.name}) = lower(${value})`))
    .limit(2);
  if (rows.length === 0) throw fieldError(field, m.notMember);
  if (rows.length > 1) throw fieldError(field, m.ambiguous(value));
  return rows[0]!.id;
}
