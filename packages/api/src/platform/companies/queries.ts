import { MESSAGES } from '@app/contracts';
import { and, eq, ne, platformTables, sql, type Executor } from '@app/db';

import { AppError, sqlStateOf } from '../../core/errors';

const { companies } = platformTables;

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Executor, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** The row, locked until the transaction ends, so concurrent edits of one company queue up. */
export async function lockCompany(tx: Executor, id: number): Promise<CompanyRow> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).limit(1).for('update');
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.company.notFound);
  return row;
}

export async function requireCompany(db: Executor, id: number): Promise<CompanyRow> {
  const row = await findCompany(db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.company.notFound);
  return row;
}

export async function subdomainTaken(db: Executor, subdomain: string, exceptId?: number): Promise<boolean> {
  const same = eq(companies.subdomain, subdomain);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(companies)
    .where(exceptId === undefined ? same : and(same, ne(companies.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export const subdomainTakenError = () =>
  new AppError('CONFLICT', MESSAGES.subdomain.taken, [{ path: 'subdomain', msg: MESSAGES.subdomain.taken }]);

export async function assertSubdomainFree(db: Executor, subdomain: string, exceptId?: number): Promise<void> {
  if (await subdomainTaken(db, subdomain, exceptId)) throw subdomainTakenError();
}

/**
 * PostgreSQL's unique_violation (23505), wherever drizzle wrapped it. The pre-check above answers
 * the common case; this catches two requests racing for one subdomain.
 */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';
