import { MESSAGES } from '@app/contracts';
import { and, eq, ne, sql, tenantTables, type Executor } from '@app/db';

import { isUniqueViolation } from '../../platform/companies/queries';
import { AppError } from '../../core/errors';

const { users } = tenantTables;

export type MemberRow = typeof users.$inferSelect;

/** Unknown ids and ids of another company look the same: the schema only holds this company's users. */
export const memberNotFound = () => new AppError('NOT_FOUND', MESSAGES.users.notFound);

export async function requireMember(tx: Executor, id: string): Promise<MemberRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw memberNotFound();
  return row;
}

/** The row, locked until the transaction ends, so concurrent edits of one user queue up. */
export async function lockMember(tx: Executor, id: string): Promise<MemberRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  if (!row) throw memberNotFound();
  return row;
}

export const emailTakenError = () =>
  new AppError('CONFLICT', MESSAGES.users.emailTaken, [{ path: 'email', msg: MESSAGES.users.emailTaken }]);

/**
 * Emails are stored lower-cased; comparing lower() too keeps a row written some other way (a seed,
 * SQL by hand) from getting a twin. The unique constraint still decides races (uniqueEmail).
 */
export async function assertEmailFree(tx: Executor, email: string, exceptId?: string): Promise<void> {
  const same = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(users)
    .where(exceptId === undefined ? same : and(same, ne(users.id, exceptId)))
    .limit(1);
  if (row) throw emailTakenError();
}

/** Runs a write whose only unique constraint is the email, turning a lost race into the 409. */
export async function uniqueEmail<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
