/**
 * A lead's history and notes (the lead page).
 *
 * - lead_activity is written by the server in the same transaction as each change it describes
 *   (recordLeadActivity in packages/api/src/crm/activity). One row per fact: a field change is one
 *   row with the field and its old and new value as shown to people (a brand or CS person by name),
 *   so the timeline reads without joins and survives renames and deletions.
 * - Rows of one transaction share its clock; `seq` keeps them in the order they were written.
 * - Meetings, enquiries and notes are named by id and title at the time (no foreign key): their
 *   history stays when they are deleted. The lead's own rows go with the lead.
 * - Notes mirror the platform's company notes (same columns, same attachment rules), so the notes
 *   kit in packages/api/src/kit/notes serves both.
 */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { leads } from './crm';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
const leadRef = () =>
  uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' });

export const leadActivity = pgTable(
  'lead_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    leadId: leadRef(),
    /** One of LEAD_ACTIVITY_KINDS in @app/contracts. */
    kind: text('kind').notNull(),
    /** field_changed / stage_changed: the lead field, by its form name. */
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    /** The meeting, enquiry or note the entry is about. */
    subjectId: uuid('subject_id'),
    /** Its title when the entry was written. */
    subject: text('subject'),
    actorId: userRef('actor_id'),
    /** Kept on the row: the timeline still says who after the user is gone. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_activity_lead_idx').on(t.leadId, t.createdAt.desc(), t.seq.desc())],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: leadRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdById: userRef('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    updatedById: userRef('updated_by_id'),
    updatedByName: text('updated_by_name'),
    createdAt: createdAt(),
    /** Null until the first edit. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

export const leadNoteAttachments = pgTable(
  'lead_note_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => leadNotes.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_note_attachments_note_idx').on(t.noteId)],
);

/**
 * Leads merged into another: the merged lead's row is gone, this row remembers where it went, so
 * an integrator asking for the old id learns the survivor's. No foreign keys: the merged id no
 * longer exists, and the survivor may be deleted or merged later (its own pointers then follow it).
 */
export const leadMerges = pgTable(
  'lead_merges',
  {
    mergedId: uuid('merged_id').primaryKey(),
    survivorId: uuid('survivor_id').notNull(),
    mergedBy: uuid('merged_by'),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_merges_survivor_idx').on(t.survivorId)],
);
