/**
 * Daily: the integration records past their lifetime, in every company's schema. Today that is
 * the answers kept for Idempotency-Keys (a day). One company's failure does not stop the others;
 * the next run tries it again.
 */
import { asc, platformTables, withTenant } from '@app/db';

import type { AppDeps } from '../deps';
import { pruneIdempotentRequests } from './writes';

/** Daily, at a quiet hour (UTC), one run across servers. */
export const INTEGRATIONS_PRUNE_CRON = '41 3 * * *';

export async function pruneIntegrationRecords(deps: AppDeps): Promise<{ deleted: number; failed: number }> {
  const { companies } = platformTables;
  const rows = await deps.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  let deleted = 0;
  let failed = 0;
  for (const { id } of rows) {
    try {
      deleted += await withTenant(deps.db, id, (tx) => pruneIdempotentRequests(tx));
    } catch (error) {
      failed += 1;
      deps.log.error({ companyId: id, reason: String(error) }, 'integration records pruning failed');
    }
  }
  return { deleted, failed };
}
