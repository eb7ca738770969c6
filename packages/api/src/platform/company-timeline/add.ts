import { MESSAGES, type AddTimelineEventInput } from '@app/contracts';
import { platformTables } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { PlatformActor } from '../../core/middlewares/auth';
import { holdCompany } from './guard';
import { serializeTimelineEvent } from './serialize';

const { companyTimeline } = platformTables;

/**
 * An integrator's own event (docs/architecture.md#the-api). The server records its own events through
 * companies/timeline.ts in the transaction of each change; this is only for events from outside.
 * The acting super admin is recorded as the performer, whatever the body says.
 */
export async function addTimelineEvent(deps: AppDeps, actor: PlatformActor, input: AddTimelineEventInput) {
  const row = await deps.db.transaction(async (tx) => {
    await holdCompany(tx, input.companyId);
    const [inserted] = await tx
      .insert(companyTimeline)
      .values({
        companyId: input.companyId,
        action: input.action,
        description: input.description,
        details: input.details ?? {},
        performedById: actor.id,
        performedByName: actor.name,
      })
      .returning();
    return inserted!;
  });
  return { message: MESSAGES.timeline.added, event: serializeTimelineEvent(row) };
}
