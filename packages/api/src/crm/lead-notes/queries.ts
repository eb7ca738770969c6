import { MESSAGES } from '@app/contracts';
import { and, asc, desc, eq, inArray, tenantTables, type Executor } from '@app/db';

import { AppError } from '../../core/errors';
import type { NoteView } from '../../kit/notes/serialize';
import { noteViews } from '../../kit/notes/views';

const { leadNotes, leadNoteAttachments, users } = tenantTables;

export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type LeadNoteAttachmentRow = typeof leadNoteAttachments.$inferSelect;

/** A note is only ever looked up together with its lead: an id alone proves nothing. */
export const leadNoteNotFound = () => new AppError('NOT_FOUND', MESSAGES.crm.leadNotes.notFound);

/** The note of this lead, locked until the transaction ends so two edits of one note queue up. */
export async function lockLeadNote(tx: Executor, leadId: string, noteId: string): Promise<LeadNoteRow> {
  const [row] = await tx
    .select()
    .from(leadNotes)
    .where(and(eq(leadNotes.id, noteId), eq(leadNotes.leadId, leadId)))
    .limit(1)
    .for('update');
  if (!row) throw leadNoteNotFound();
  return row;
}

/** Attachments in the order they were added. */
export async function leadNoteAttachmentsOf(tx: Executor, noteIds: readonly string[]) {
  if (noteIds.length === 0) return [];
  return tx
    .select()
    .from(leadNoteAttachments)
    .where(inArray(leadNoteAttachments.noteId, [...noteIds]))
    .orderBy(asc(leadNoteAttachments.createdAt), asc(leadNoteAttachments.id));
}

/** Every stored file of a lead's notes (deleting the lead leaves them unreferenced). */
export async function noteFilesOfLead(tx: Executor, leadId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: leadNoteAttachments.fileKey })
    .from(leadNoteAttachments)
    .innerJoin(leadNotes, eq(leadNotes.id, leadNoteAttachments.noteId))
    .where(eq(leadNotes.leadId, leadId));
  return rows.map((r) => r.key);
}

/**
 * A lead's notes, newest first, or one of them. The author is read live (name and avatar change);
 * the name kept on the note stands in once the user is gone.
 */
export async function loadLeadNotes(
  tx: Executor,
  leadId: string,
  noteId?: string,
): Promise<NoteView<LeadNoteRow, LeadNoteAttachmentRow>[]> {
  const rows = await tx
    .select({ note: leadNotes, authorName: users.name, authorAvatarKey: users.avatarKey })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.createdById))
    .where(and(eq(leadNotes.leadId, leadId), noteId === undefined ? undefined : eq(leadNotes.id, noteId)))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  return noteViews(
    rows,
    await leadNoteAttachmentsOf(
      tx,
      rows.map((r) => r.note.id),
    ),
  );
}
