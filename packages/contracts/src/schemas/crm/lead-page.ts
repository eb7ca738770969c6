/**
 * The lead page (docs/product/crm.md#lead-page): the lead's activity timeline and its notes. Path parameters are `id`
 * (the lead) and `noteId`, so /crm/leads/{id}/notes/{noteId} maps onto the inputs unchanged.
 */
import { z } from 'zod';

import { newNoteFields, noteEditFields } from '../company-notes';
import { idParam } from '../common';

/** What the server records on a lead's timeline, each in the transaction of the change itself. */
export const LEAD_ACTIVITY_KINDS = [
  'created',
  'field_changed',
  'stage_changed',
  'meeting_scheduled',
  'meeting_rescheduled',
  'meeting_completed',
  'enquiry_added',
  'enquiry_stage_changed',
  'proposal_sent',
  'note_added',
  'note_updated',
  'note_deleted',
  'created_by_import',
  'updated_by_import',
  /** Another lead was merged into this one (subject: its client name then). */
  'merged',
] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

export const LEAD_ACTIVITY_LIMITS = { defaultPageSize: 20, maxPageSize: 100 } as const;

export const leadActivityInput = z.object({
  id: idParam,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEAD_ACTIVITY_LIMITS.maxPageSize)
    .default(LEAD_ACTIVITY_LIMITS.defaultPageSize),
});
export type LeadActivityInput = z.infer<typeof leadActivityInput>;

export const leadNotesInput = z.object({ id: idParam });
export type LeadNotesInput = z.infer<typeof leadNotesInput>;

export const createLeadNoteInput = z.object({ id: idParam, ...newNoteFields });
export type CreateLeadNoteInput = z.infer<typeof createLeadNoteInput>;

export const updateLeadNoteInput = z.object({ id: idParam, ...noteEditFields });
export type UpdateLeadNoteInput = z.infer<typeof updateLeadNoteInput>;

export const leadNoteIdInput = z.object({ id: idParam, noteId: idParam });
export type LeadNoteIdInput = z.infer<typeof leadNoteIdInput>;
