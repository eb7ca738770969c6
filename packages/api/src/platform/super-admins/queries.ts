import { MESSAGES } from '@app/contracts';
import { and, eq, ne, platformTables, sql, type Executor } from '@app/db';

import { AppError } from '../../core/errors';

const { superAdmins } = platformTables;

export type SuperAdminRow = typeof superAdmins.$inferSelect;

export const superAdminNotFound = () => new AppError('NOT_FOUND', MESSAGES.superAdmin.notFound);

export async function requireSuperAdmin(db: Executor, id: string): Promise<SuperAdminRow> {
  const [row] = await db.select().from(superAdmins).where(eq(superAdmins.id, id)).limit(1);
  if (!row) throw superAdminNotFound();
  return row;
}

/** The row, locked until the transaction ends, so concurrent edits of one admin queue up. */
export async function lockSuperAdmin(tx: Executor, id: string): Promise<SuperAdminRow> {
  const [row] = await tx.select().from(superAdmins).where(eq(superAdmins.id, id)).limit(1).for('update');
  if (!row) throw superAdminNotFound();
  return row;
}

export const emailTakenError = () =>
  new AppError('CONFLICT', MESSAGES.superAdmin.emailTaken, [{ path: 'email', msg: MESSAGES.superAdmin.emailTaken }]);

/**
 * Emails are stored lower-cased by the schemas; comparing lower() as well keeps a row written
 * some other way (a seed, SQL by hand) from becoming a second account with the same address.
 * The unique index still decides races (see isUniqueViolation).
 */
export async function assertEmailFree(db: Executor, email: string, exceptId?: string): Promise<void> {
  const same = sql`lower(${superAdmins.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(superAdmins)
    .where(exceptId === undefined ? same : and(same, ne(superAdmins.id, exceptId)))
    .limit(1);
  if (row) throw emailTakenError();
}

/** PostgreSQL's unique_violation (23505), wherever drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
