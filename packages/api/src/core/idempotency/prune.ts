/**
 * Daily: the integration records past their lifetime, in every company's schema: the answers kept
 * for Idempotency-Keys (a day; the admin host's too) and the record events of the changes feed (RECORD_EVENTS). One
 * company's failure does not stop the others; the next run tries it again.
 */
import { RECORD_EVENTS } from '@app/contracts';
import { asc, platformTables, sql, withTenant, type NoRows, type Tx } from '@app/db';

import type { AppDeps } from '../deps';
import { prunePlatformIdempotentRequests } from './platform';
import { pruneIdempotentRequests } from './writes';

/** Daily, at a quiet hour (UTC), one run across servers. */
export const INTEGRATIONS_PRUNE_CRON = '41 3 * * *';

async function pruneRecordEvents(tx: Tx): Promise<number> {
  const gone = await tx.execute<NoRows>(sql`
    delete from record_events where created_at < now() - make_interval(days => ${RECORD_EVENTS.retentionDays})`);
  return gone.count;
}

export async function pruneIntegrationRecords(deps: AppDeps): Promise<{ deleted: number; failed: number }> {
  const { companies } = platformTables;
  const rows = await deps.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  let deleted = 0;
  let failed = 0;
  for (const { id } of rows) {
    try {
      deleted += await withTenant(
        deps.db,
        id,
        async (tx) => (await pruneIdempotentRequests(tx)) + (await pruneRecordEvents(tx)),
      );
    } catch (error) {
      failed += 1;
      deps.log.error({ companyId: id, reason: String(error) }, 'integration records pruning failed');
    }
  }
  try {
    deleted += await prunePlatformIdempotentRequests(deps.db);
  } catch (error) {
    failed += 1;
    deps.log.error({ reason: String(error) }, 'platform idempotency keys pruning failed');
  }
  return { deleted, failed };
}
