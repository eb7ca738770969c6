import type { TimelineAction } from '@app/contracts';
import { platformTables, type Executor } from '@app/db';

const { companyTimeline } = platformTables;

export interface TimelineEntry {
  action: TimelineAction;
  description: string;
  details?: Record<string, unknown>;
  /** Who did it; null for changes the system makes on its own. */
  performedBy: { id: string | null; name: string } | null;
}

/**
 * Appends one event to a company's timeline. Callers pass the transaction of the change itself so
 * the event exists exactly when the change does (docs/architecture.md#the-api).
 */
export async function recordTimeline(tx: Executor, companyId: number, entry: TimelineEntry): Promise<void> {
  await tx.insert(companyTimeline).values({
    companyId,
    action: entry.action,
    description: entry.description,
    details: entry.details ?? {},
    performedById: entry.performedBy?.id ?? null,
    performedByName: entry.performedBy?.name ?? null,
  });
}

/** The acting super admin, in the shape the timeline records. */
export const performer = (actor: { id: string; name: string }) => ({ id: actor.id, name: actor.name });
