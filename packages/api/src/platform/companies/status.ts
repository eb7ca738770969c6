import { MESSAGES, type CompanyStatusInput } from '@app/contracts';
import { eq, platformTables, type Tx } from '@app/db';

import { revokeCompanySessions } from '../../auth/revoke';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { PlatformActor } from '../../core/middlewares/auth';
import { isExpired } from '../../core/tenancy/directory';
import { urlSigning } from '../../services/files/signed-url';
import { changeEvent } from './changes';
import { lockCompany } from './queries';
import { serializeCompany } from './serialize';
import { performer, recordTimeline } from './timeline';

const { companies } = platformTables;

/** An expired company stays inactive until its end date moves; activating it would be a lie. */
export function assertCanActivate(subscriptionEndDate: string | null, now: Date): void {
  if (isExpired({ subscriptionEndDate }, now)) {
    const msg = MESSAGES.company.expiredCannotActivate;
    throw new AppError('BAD_REQUEST', msg, [{ path: 'status', msg }]);
  }
}

/** Marking a company inactive signs out all its users at once (docs/product/platform-admin.md#states), in the same transaction. */
export async function applyStatusEffects(tx: Tx, companyId: number, status: string): Promise<void> {
  if (status !== 'active') await revokeCompanySessions(tx, companyId);
}

export const statusMessage = (status: string) =>
  status === 'inactive' ? MESSAGES.company.markedInactive : MESSAGES.company.statusUpdated(status);

export async function setCompanyStatus(deps: AppDeps, actor: PlatformActor, input: CompanyStatusInput) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockCompany(tx, input.id);
    if (input.status === 'active') assertCanActivate(current.subscriptionEndDate, now);
    await applyStatusEffects(tx, current.id, input.status);
    if (current.status === input.status) return current;
    const [updated] = await tx
      .update(companies)
      .set({ status: input.status, updatedAt: now })
      .where(eq(companies.id, current.id))
      .returning();
    const change = { column: 'status' as const, oldValue: current.status, newValue: input.status };
    await recordTimeline(tx, current.id, changeEvent(change, performer(actor)));
    return updated!;
  });
  deps.directory.invalidate(row.subdomain);
  return { message: statusMessage(input.status), company: serializeCompany(row, urlSigning({ deps, actor })) };
}
