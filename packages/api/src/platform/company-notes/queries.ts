import { MESSAGES } from '@app/contracts';
import { and, asc, eq, inArray, platformTables, type Executor } from '@app/db';

import { AppError } from '../../core/errors';

const { companyNotes, noteAttachments } = platformTables;

export type NoteRow = typeof companyNotes.$inferSelect;
export type AttachmentRow = typeof noteAttachments.$inferSelect;

/** A note is only ever looked up together with its company: an id alone proves nothing. */
export const noteNotFound = () => new AppError('NOT_FOUND', MESSAGES.notes.notFound);

const ofCompany = (companyId: number, noteId: string) =>
  and(eq(companyNotes.id, noteId), eq(companyNotes.companyId, companyId));

export async function requireNote(db: Executor, companyId: number, noteId: string): Promise<NoteRow> {
  const [row] = await db.select().from(companyNotes).where(ofCompany(companyId, noteId)).limit(1);
  if (!row) throw noteNotFound();
  return row;
}

/** The note, locked until the transaction ends, so two edits of one note queue up. */
export async function lockNote(db: Executor, companyId: number, noteId: string): Promise<NoteRow> {
  const [row] = await db.select().from(companyNotes).where(ofCompany(companyId, noteId)).limit(1).for('update');
  if (!row) throw noteNotFound();
  return row;
}

/** Attachments in the order they were added (see insertAttachments). */
export async function attachmentsOf(db: Executor, noteIds: readonly string[]): Promise<AttachmentRow[]> {
  if (noteIds.length === 0) return [];
  return db
    .select()
    .from(noteAttachments)
    .where(inArray(noteAttachments.noteId, [...noteIds]))
    .orderBy(asc(noteAttachments.createdAt), asc(noteAttachments.id));
}
