import { and, desc, eq, platformTables, type Executor } from '@app/db';

import { attachmentsOf, type AttachmentRow, type NoteRow } from './queries';

const { companyNotes, superAdmins } = platformTables;

/** A note with what its card shows: the author as they are now, and the attachments. */
export interface NoteView {
  note: NoteRow;
  /** Null once the author's account is gone; the name recorded on the note is shown then. */
  author: { name: string; avatarKey: string | null } | null;
  attachments: AttachmentRow[];
}

/**
 * A company's notes, newest first, or just one of them. The author is read live because avatar
 * files are replaced (and the old ones deleted) when a super admin changes their picture, so a key
 * copied onto the note would soon point at nothing.
 */
export async function loadNotes(db: Executor, companyId: number, noteId?: string): Promise<NoteView[]> {
  const rows = await db
    .select({ note: companyNotes, authorName: superAdmins.name, authorAvatarKey: superAdmins.avatarKey })
    .from(companyNotes)
    .leftJoin(superAdmins, eq(superAdmins.id, companyNotes.createdById))
    .where(and(eq(companyNotes.companyId, companyId), noteId === undefined ? undefined : eq(companyNotes.id, noteId)))
    .orderBy(desc(companyNotes.createdAt), desc(companyNotes.id));
  const attachments = await attachmentsOf(
    db,
    rows.map((r) => r.note.id),
  );
  const byNote = new Map<string, AttachmentRow[]>();
  for (const attachment of attachments) {
    const list = byNote.get(attachment.noteId) ?? [];
    list.push(attachment);
    byNote.set(attachment.noteId, list);
  }
  return rows.map((r) => ({
    note: r.note,
    author: r.authorName === null ? null : { name: r.authorName, avatarKey: r.authorAvatarKey },
    attachments: byNote.get(r.note.id) ?? [],
  }));
}
