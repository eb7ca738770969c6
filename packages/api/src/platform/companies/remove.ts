import { MESSAGES, type CompanyIdInput } from '@app/contracts';
import { dropTenantSchema, eq, platformTables, withOwnConnection } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { companyPrefix } from '../../services/files/keys';
import { lockCompany } from './queries';

const { companies } = platformTables;

/**
 * Drops the tenant schema and the company row in one transaction; notes, attachments, timeline
 * and sessions go with the row (ON DELETE CASCADE), so every token of the company stops working.
 * Files go after the commit: a storage hiccup must not resurrect a deleted company, so failures
 * are logged and left for an operator rather than undoing the delete.
 */
export async function removeCompany(deps: AppDeps, input: CompanyIdInput) {
  // Dropping a schema touches every relation in it: on a connection of its own, like creating one.
  const removed = await withOwnConnection(deps.db, (db) =>
    db.transaction(async (tx) => {
      const current = await lockCompany(tx, input.id);
      await dropTenantSchema(tx, current.id);
      await tx.delete(companies).where(eq(companies.id, current.id));
      return current;
    }),
  );
  deps.directory.invalidate(removed.subdomain);
  try {
    await deps.storage.removePrefix(companyPrefix(removed.id));
  } catch (error) {
    deps.log.error({ err: error, companyId: removed.id }, 'could not remove the files of a deleted company');
  }
  return { message: MESSAGES.company.deleted, id: removed.id, _id: removed.id };
}
