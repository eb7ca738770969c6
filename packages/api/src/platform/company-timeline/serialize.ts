import { MESSAGES, type TimelineAction } from '@app/contracts';
import type { platformTables } from '@app/db';

export type TimelineRow = typeof platformTables.companyTimeline.$inferSelect;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The documented event shape (docs/product/platform-admin.md#records): `id` and `_id`, `timestamp` beside `createdAt` (clients
 * read either), and `performedBy.userName`. Events the system records on its own have no person
 * behind them and are attributed to 'System'.
 */
export function serializeTimelineEvent(row: TimelineRow) {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    _id: row.id,
    action: row.action as TimelineAction,
    description: row.description,
    details: isRecord(row.details) ? row.details : {},
    createdAt: at,
    timestamp: at,
    performedBy: { id: row.performedById, userName: row.performedByName ?? MESSAGES.timeline.systemActor },
  };
}

export type SerializedTimelineEvent = ReturnType<typeof serializeTimelineEvent>;
