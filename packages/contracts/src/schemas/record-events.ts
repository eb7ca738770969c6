/**
 * Record events (docs/decisions/0028-integrations.md): every change an integration can hear about,
 * by webhook or from the changes feed. `<entity>.<what happened>`.
 */
import { z } from 'zod';

export const RECORD_EVENT_ENTITIES = ['lead', 'meeting', 'enquiry', 'brand', 'member', 'import'] as const;
export type RecordEventEntity = (typeof RECORD_EVENT_ENTITIES)[number];

export const RECORD_EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'lead.stage_changed',
  'lead.deleted',
  'meeting.created',
  'meeting.updated',
  'meeting.deleted',
  'enquiry.created',
  'enquiry.updated',
  'enquiry.deleted',
  'brand.created',
  'brand.updated',
  'brand.deleted',
  'member.created',
  'member.updated',
  'member.removed',
  'import.completed',
] as const;
export type RecordEventType = (typeof RECORD_EVENT_TYPES)[number];

export const entityOfEvent = (type: RecordEventType) => type.slice(0, type.indexOf('.')) as RecordEventEntity;

/** The CRM's entities: what the changes feed answers (members go to webhooks only). */
export const CRM_CHANGE_ENTITIES = ['lead', 'meeting', 'enquiry', 'brand'] as const;

export const CHANGES_FEED = { defaultLimit: 100, maxLimit: 500 } as const;

/** How long events stay readable in the changes feed; older ones are pruned daily. */
export const RECORD_EVENTS = { retentionDays: 30 } as const;

/** The feed's position: opaque to clients (today the last event's sequence number). */
const cursorPattern = /^(0|[1-9][0-9]{0,15})$/;

export const changesFeedInput = z.object({
  /**
   * The nextCursor of the previous page; absent: from the oldest kept event; `latest`: no changes,
   * only the cursor of the newest (where a new copy starts following).
   */
  since: z
    .union([z.literal('latest'), z.string().regex(cursorPattern)], {
      error: 'Invalid cursor: send the nextCursor of the previous page, or latest',
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(CHANGES_FEED.maxLimit).default(CHANGES_FEED.defaultLimit),
  entity: z.enum(CRM_CHANGE_ENTITIES, { error: 'Unknown entity' }).optional(),
});
export type ChangesFeedInput = z.infer<typeof changesFeedInput>;
