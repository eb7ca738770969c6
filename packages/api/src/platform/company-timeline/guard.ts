import { MESSAGES } from '@app/contracts';
import { eq, platformTables, type Tx } from '@app/db';

import { AppError } from '../../core/errors';

const { companies } = platformTables;

/**
 * Inside a write's transaction: the company must exist, and it stays until the commit. A KEY SHARE
 * lock does not queue behind other note or timeline writes (or company edits), only behind a
 * delete, so a company removed mid-request answers 404 instead of a foreign-key failure (a 500).
 */
export async function holdCompany(tx: Tx, companyId: number): Promise<void> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
    .for('key share');
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.company.notFound);
}
