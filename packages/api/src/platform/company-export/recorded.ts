/**
 * A company's archive taken by a super admin is recorded twice, in one transaction: in the
 * company's log, so its owner sees that the platform took its data, and in the platform's, with
 * everything else platform accounts do. Recorded once data has left (crm/exports/recorded.ts).
 */
import { withTenant } from '@app/db';

import type { Context } from '../../core/context';
import type { DownloadOutcome } from '../../crm/exports/recorded';
import type { PlatformActor } from '../../core/middlewares/auth';
import { callerEvent, recordPlatformSecurityEvent, recordSecurityEvent } from '../../kit/security-log';
import type { streamCompanyExport } from './archive';

type ArchiveSummary = Awaited<ReturnType<typeof streamCompanyExport>>;

export async function recordCompanyExport(
  ctx: Context & { actor: PlatformActor },
  companyId: number,
  outcome: DownloadOutcome<ArchiveSummary>,
): Promise<void> {
  const detail = outcome.complete ? { archive: 'company', ...outcome.result } : { archive: 'company', complete: false };
  await withTenant(ctx.deps.db, companyId, async (tx) => {
    await recordSecurityEvent(tx, callerEvent(ctx, { type: 'data_exported', detail }));
    await recordPlatformSecurityEvent(
      tx,
      callerEvent(ctx, { type: 'data_exported', detail: { ...detail, companyId } }),
    );
  });
}
