/**
 * Hands recorded events to the company's webhook endpoints: one delivery per subscribed, active
 * endpoint, sent by the job runner. Called in the change's transaction (record-events/record.ts),
 * so nothing here waits on a receiver: the request only writes rows and jobs.
 */
import { eq, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { queueDeliveries } from './payload';

const { webhooks } = tenantTables;

export interface RecordedEvent {
  id: string;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

export async function fanOutEvents(
  deps: AppDeps,
  tx: Tx,
  companyId: number,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // A company has at most WEBHOOKS.maxPerCompany endpoints: read once for every event of the change.
  const endpoints = await tx
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(eq(webhooks.isActive, true));
  if (endpoints.length === 0) return;
  const deliveries = events.flatMap((event) =>
    endpoints
      .filter((endpoint) => endpoint.events.includes(event.type))
      .map((endpoint) => ({ webhookId: endpoint.id, event })),
  );
  await queueDeliveries(deps, tx, companyId, deliveries);
}
