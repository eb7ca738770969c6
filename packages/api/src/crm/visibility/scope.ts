/**
 * Which CRM records the caller of a request may see and change (docs/decisions/0031-record-visibility.md).
 * The owner picks it for team members (company settings `recordVisibility`); owners, admins and API
 * keys see every record.
 *
 * The scope is read once per request, inside its transaction, and kept with that transaction, the
 * way the transaction carries the company's schema: every reader of the request asks the
 * transaction (`visibleLeads(tx)` and its kin, conditions.ts), so no function signature has to pass
 * it along, and a transaction nobody scoped (jobs, the system's own work) sees every record.
 */
import { RECORD_VISIBILITIES, type RecordVisibility, type UserRole } from '@app/contracts';
import { sql, type Executor } from '@app/db';

import type { CompanyActor } from '../../core/middlewares/auth';

/** Every record, or only the records of these people (the caller, or the caller's department). */
export type RecordScope =
  | { kind: 'all' }
  | { kind: 'people'; visibility: Exclude<RecordVisibility, 'all'>; me: string; department: string | null };

const ALL: RecordScope = { kind: 'all' };
const scopes = new WeakMap<object, RecordScope>();

/** The scope kept with `tx`; every record when none was set. */
export const scopeOf = (tx: Executor): RecordScope => scopes.get(tx) ?? ALL;

/** Keeps `scope` with `tx` for the rest of the request. */
export function keepScope(tx: Executor, scope: RecordScope): void {
  scopes.set(tx, scope);
}

const isVisibility = (value: unknown): value is RecordVisibility =>
  (RECORD_VISIBILITIES as readonly unknown[]).includes(value);

/**
 * The scope of `actor` in company `companyId`, read in `tx` (the request's, on the company's
 * schema): the setting as it stands when the request runs, so a change made by the owner holds from
 * the next request on, on every server. Only team members cost a statement.
 */
export async function readScope(
  tx: Executor,
  companyId: number,
  actor: Pick<CompanyActor, 'kind' | 'role' | 'id'>,
): Promise<RecordScope> {
  if (!isNarrowable(actor)) return ALL;
  const [row] = await tx.execute<{ visibility: string; department: string | null }>(sql`
    select c.record_visibility as visibility,
           (select u.department from users u where u.id = ${actor.id}) as department
      from public.companies c where c.id = ${companyId}`);
  return scopeFrom(actor.id, row?.visibility, row?.department ?? null);
}

/** Whether the actor's record visibility can narrow what they see: team members' alone. */
export const isNarrowable = (actor: Pick<CompanyActor, 'kind' | 'role'>): boolean =>
  actor.kind === 'user' && actor.role === 'team_member';

/**
 * A team member's scope from the company's setting `visibility` as read and their department:
 * for a reader that reads both in a statement of its own (the global search).
 */
export function scopeFrom(me: string, visibility: unknown, department: string | null): RecordScope {
  // A value the product does not know shows the least, not the most.
  const known = isVisibility(visibility) ? visibility : 'own';
  if (known === 'all') return ALL;
  return { kind: 'people', visibility: known, me, department };
}

/**
 * The scope of person `userId` for work done on their behalf outside their request (an import's
 * run): their role as it stands now, then readScope.
 */
export async function readPersonScope(tx: Executor, companyId: number, userId: string): Promise<RecordScope> {
  const [person] = await tx.execute<{ role: string }>(sql`select role from users where id = ${userId}`);
  if (!person) return ALL;
  return readScope(tx, companyId, { kind: 'user', role: person.role as UserRole, id: userId });
}
